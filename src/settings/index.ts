export * from './direction/DirectionProvider';
export * from './direction/directionCodec';
export * from './mode/modeCodec';
export * from './mode/useMode';
export * from './initScript';
export * from './codeVariant/codeVariantCodec';
export * from './codeVariant/CodeVariantProvider';
