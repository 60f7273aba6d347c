export * from './adminRead';
export * from './apiConfig';
export * from './apiExchange';
export * from './nextApiRoute';
export * from './unknownApiPath';
