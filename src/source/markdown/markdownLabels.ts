import type { Language } from '../../docs/routing/languages';
import { ALL_DICTIONARIES } from '../../i18n/allDictionaries';
import { createTranslator } from '../../i18n/translate';
import type { MarkdownLabels } from './renderMarkdown';

/** The interface strings rendered markdown carries (anchor and copy labels), in a language. */
export function markdownLabelsOf(language: Language): MarkdownLabels {
  const t = createTranslator(language, ALL_DICTIONARIES);
  return {
    headingLink: t('page.headingLink'),
    sectionFeedback: t('feedback.sectionEntry'),
    copy: t('code.copy'),
    copied: t('code.copied'),
    copyFailed: t('code.copyFailed'),
    packageManager: t('code.packageManager'),
  };
}
