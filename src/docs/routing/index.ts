export * from './languages';
export * from './pathnameToLanguage';
export * from './pageKey';
export * from './productInfoFromUrl';
export * from './markdownTwinUrl';
