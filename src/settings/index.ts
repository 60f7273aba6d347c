export * from './direction/DirectionProvider';
export * from './direction/directionCodec';
export * from './mode/modeCodec';
export * from './mode/ModeProvider';
export * from './codeVariant/codeVariantCodec';
export * from './codeVariant/CodeVariantProvider';
export * from './codeStyling/codeStylingCodec';
export * from './codeStyling/CodeStylingProvider';
