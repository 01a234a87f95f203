export * from './brand.js';
export * from './limits.js';
export * from './quality.js';
export * from './fonts.js';
export * from './languages.js';
export * from './messages.js';
export * from './schemas/index.js';
export * from './credit-changes.js';
