export * from './readEventsReport';
export * from './submitEvents';
