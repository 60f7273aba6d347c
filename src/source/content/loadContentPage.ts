import type { TocEntry } from '../../docs/page/pageData';
import type { BodySlot } from '../markdown/bodySlots';
import { renderMarkdown, type MarkdownLabels } from '../markdown/renderMarkdown';
import { CONTENT_DIR, readContentFile } from './contentFiles';
import { parseFrontMatter, type FrontMatter } from './frontMatter';

export interface ContentPage extends FrontMatter {
  /** The rendered prose between the page's demo and tool slots. */
  body: BodySlot[];
  toc: TocEntry[];
  /** Path of the source file from the repository root, for "Edit this page". */
  sourcePath: string;
}

/** Reads and renders one page; `pathname` is a page key such as `/x/introduction`. */
export async function loadContentPage(
  pathname: string,
  options: {
    labels?: MarkdownLabels;
    highlight?: boolean;
    /** Markdown the build adds after the file's (a family overview's list of sections). */
    appendMarkdown?: string;
  } = {},
  contentDir: string = CONTENT_DIR,
): Promise<ContentPage> {
  const { sourcePath, data, markdown } = readContentFile(pathname, contentDir);
  const frontMatter = parseFrontMatter(data, sourcePath);
  const { appendMarkdown, ...renderOptions } = options;
  const source = appendMarkdown ? `${markdown.trimEnd()}\n\n${appendMarkdown}` : markdown;
  const { body, toc } = await renderMarkdown(source, { path: sourcePath, ...renderOptions });
  return { ...frontMatter, body, toc, sourcePath };
}
