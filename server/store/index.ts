export * from './databaseSchema';
export * from './feedbackStore';
export * from './openStore';
export * from './sharedStore';
export * from './storeConfig';
