export * from './databaseSchema';
export * from './docsStore';
export * from './openStore';
export * from './sharedStore';
export * from './storeConfig';
