import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { renderMarkdown, type TocEntry } from './renderMarkdown';

export const CONTENT_DIR = path.join(process.cwd(), 'content');

/** `content/x/introduction/installation.md` → `/x/introduction/installation`. */
export function contentFileToPathname(relativeFile: string): string {
  return `/${relativeFile.replace(/\\/g, '/').replace(/\.md$/, '')}`;
}

/** Every markdown page under `content/`, as page keys (no trailing slash). */
export function listContentPathnames(contentDir: string = CONTENT_DIR): string[] {
  return readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map(contentFileToPathname)
    .sort();
}

export interface FrontMatter {
  title: string;
  description: string;
  components?: string[];
}

function parseFrontMatter(data: Record<string, unknown>, file: string): FrontMatter {
  const { title, description, components } = data;
  if (typeof title !== 'string' || title.trim() === '') {
    throw new Error(`${file}: front matter needs a "title" string.`);
  }
  if (typeof description !== 'string' || description.trim() === '') {
    throw new Error(
      `${file}: front matter needs a "description" string (used as the meta description).`,
    );
  }
  if (
    components !== undefined &&
    !(Array.isArray(components) && components.every((c) => typeof c === 'string'))
  ) {
    throw new Error(`${file}: front matter "components" must be a list of component names.`);
  }
  return { title, description, components: components as string[] | undefined };
}

export interface ContentPage extends FrontMatter {
  html: string;
  toc: TocEntry[];
  /** Path of the source file from the repository root, for "Edit this page". */
  sourcePath: string;
}

/** Labels of the links the renderer adds to headings, in the reader's language. */
export interface HeadingLinkLabels {
  linkLabel: string;
  sectionFeedbackLabel: string;
}

/** Reads and renders one page; `pathname` is a page key such as `/x/introduction`. */
export async function loadContentPage(
  pathname: string,
  contentDir: string = CONTENT_DIR,
  labels?: HeadingLinkLabels,
): Promise<ContentPage> {
  const sourcePath = `content${pathname}.md`;
  const source = readFileSync(path.join(contentDir, `${pathname}.md`), 'utf8');
  const { data, content } = matter(source);
  const frontMatter = parseFrontMatter(data, sourcePath);
  const { html, toc } = await renderMarkdown(content, { path: sourcePath, ...labels });
  return { ...frontMatter, html, toc, sourcePath };
}
