export * from './I18nProvider';
export * from './translate';
export * from './loadDictionary';
