import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { renderMarkdown, type MarkdownLabels, type TocEntry } from './renderMarkdown';

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

/** Whether `content{pathname}.md` exists. */
export function hasContentPage(pathname: string, contentDir: string = CONTENT_DIR): boolean {
  return existsSync(path.join(contentDir, `${pathname}.md`));
}

export interface FrontMatter {
  title: string;
  description: string;
  /** Components the page documents: their API pages link back to it (and core pages get API tabs). */
  components?: string[];
  /** Hooks the page documents (core pages get a hooks API tab). */
  hooks?: string[];
}

function isNameList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
}

function parseFrontMatter(data: Record<string, unknown>, file: string): FrontMatter {
  const { title, description, components, hooks } = data;
  if (typeof title !== 'string' || title.trim() === '') {
    throw new Error(`${file}: front matter needs a "title" string.`);
  }
  if (typeof description !== 'string' || description.trim() === '') {
    throw new Error(
      `${file}: front matter needs a "description" string (used as the meta description).`,
    );
  }
  if (components !== undefined && !isNameList(components)) {
    throw new Error(`${file}: front matter "components" must be a list of component names.`);
  }
  if (hooks !== undefined && !isNameList(hooks)) {
    throw new Error(`${file}: front matter "hooks" must be a list of hook names.`);
  }
  return { title, description, components, hooks };
}

/** A page's front matter alone, without rendering its markdown. */
export function loadFrontMatter(pathname: string, contentDir: string = CONTENT_DIR): FrontMatter {
  const sourcePath = `content${pathname}.md`;
  const source = readFileSync(path.join(contentDir, `${pathname}.md`), 'utf8');
  return parseFrontMatter(matter(source).data, sourcePath);
}

export interface ContentPage extends FrontMatter {
  html: string;
  toc: TocEntry[];
  /** Path of the source file from the repository root, for "Edit this page". */
  sourcePath: string;
}

/** Reads and renders one page; `pathname` is a page key such as `/x/introduction`. */
export async function loadContentPage(
  pathname: string,
  labels?: MarkdownLabels,
  contentDir: string = CONTENT_DIR,
): Promise<ContentPage> {
  const sourcePath = `content${pathname}.md`;
  const source = readFileSync(path.join(contentDir, `${pathname}.md`), 'utf8');
  const { data, content } = matter(source);
  const frontMatter = parseFrontMatter(data, sourcePath);
  const { html, toc } = await renderMarkdown(content, { path: sourcePath, labels });
  return { ...frontMatter, html, toc, sourcePath };
}
