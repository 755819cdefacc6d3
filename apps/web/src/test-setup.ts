// Component tests run in jsdom; nothing global to set up yet.
export {};
