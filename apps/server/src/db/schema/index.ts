export * from './auth.js';
export * from './trust.js';
