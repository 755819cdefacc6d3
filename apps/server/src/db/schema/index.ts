export * from './users.js';
export * from './profiles.js';
export * from './projects.js';
export * from './offers.js';
export * from './payments.js';
export * from './notifications.js';
export * from './search.js';
export * from './collab.js';
