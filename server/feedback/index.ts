export * from './apiExchange';
export * from './feedbackConfig';
export * from './nextApiRoute';
export * from './readFeedback';
export * from './submitFeedback';
