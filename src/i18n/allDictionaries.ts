// Every language's strings, for build-time code (page data, API pages). Client code imports
// only English (translate.ts) and receives or loads the others (loadDictionary.ts).
import type { Language } from '../docs/routing/languages';
import en from './en.json';
import type { Dictionary } from './translate';
import zh from './zh.json';

export const ALL_DICTIONARIES: Record<Language, Dictionary> = { en, zh };
