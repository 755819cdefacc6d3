export * from './constants.js';
export * from './messages.js';
export * from './validation.js';
export * from './format.js';
export * from './contracts/accounts.js';
export * from './routes.js';
export * from './contracts/packs.js';
