export * from './auth.js';
export * from './trust.js';
export * from './creators.js';
export * from './catalogue.js';
export * from './reviews.js';
export * from './trophies.js';
export * from './events.js';
export * from './credits.js';
