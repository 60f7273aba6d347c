export * from './productRegistry';
export * from './productLookup';
