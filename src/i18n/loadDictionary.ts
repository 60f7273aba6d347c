import type { Language } from '../docs/routing/languages';
import { BUNDLED_DICTIONARIES, type Dictionary } from './translate';

/**
 * A language's strings in the browser, for a page that did not bring them in its props (the
 * static 404 reached under `/zh/`): each language other than English is a chunk of its own.
 */
export async function loadDictionary(language: Language): Promise<Dictionary> {
  switch (language) {
    case 'zh':
      return (await import('./zh.json')).default;
    default:
      return BUNDLED_DICTIONARIES.en;
  }
}
