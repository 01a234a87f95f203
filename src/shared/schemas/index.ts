export * from './common.js';
export * from './errors.js';
export * from './auth.js';
export * from './admin.js';
export * from './catalog.js';
export * from './translate.js';
export * from './health.js';
export * from './account.js';
