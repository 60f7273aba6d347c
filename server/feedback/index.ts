export * from './readFeedback';
export * from './submitFeedback';
