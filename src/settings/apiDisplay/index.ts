export * from './apiDisplayCodec';
export * from './ApiDisplayProvider';
