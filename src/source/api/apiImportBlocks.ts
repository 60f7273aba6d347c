import type { ApiEntryView } from '../../docs/api/apiView';
import type { ApiPageData, ApiTabPageData } from '../../docs/page/pageData';
import type { Language } from '../../docs/routing/languages';
import { markdownLabelsOf } from '../markdown/markdownLabels';
import { renderMarkdown } from '../markdown/renderMarkdown';

async function withImportBlock(view: ApiEntryView, language: Language): Promise<ApiEntryView> {
  const fence = '```';
  const { body } = await renderMarkdown(`${fence}tsx\n${view.importCode}\n${fence}\n`, {
    labels: markdownLabelsOf(language),
  });
  const html = body.map((slot) => (slot.kind === 'html' ? slot.html : '')).join('');
  return { ...view, importHtml: html };
}

/**
 * Gives each entry of an API page its import block as the prose's code blocks are: highlighted
 * at build time by the same pipeline, with the same Copy button (`view.importHtml`).
 */
export async function withApiImportBlocks<Page extends ApiPageData | ApiTabPageData>(
  page: Page,
  language: Language,
): Promise<Page> {
  if (page.kind === 'api-tab') {
    const entries = await Promise.all(
      page.entries.map((entry) => withImportBlock(entry, language)),
    );
    return { ...page, entries };
  }
  return 'kind' in page.view ? { ...page, view: await withImportBlock(page.view, language) } : page;
}
