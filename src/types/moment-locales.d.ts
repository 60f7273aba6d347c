/**
 * Moment's locale files (`import 'moment/locale/es'`) ship without type declarations;
 * demos import them for their side effect only (registering the locale).
 */
declare module 'moment/locale/*';
