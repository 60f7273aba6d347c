import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

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

export interface ContentFile {
  /** Path of the source file from the repository root, for "Edit this page" and errors. */
  sourcePath: string;
  /** The front matter as written, not yet checked. */
  data: Record<string, unknown>;
  /** The markdown after the front matter. */
  markdown: string;
}

/** Reads `content{pathname}.md` and separates its front matter from its markdown. */
export function readContentFile(pathname: string, contentDir: string = CONTENT_DIR): ContentFile {
  const source = readFileSync(path.join(contentDir, `${pathname}.md`), 'utf8');
  const { data, content } = matter(source);
  return { sourcePath: `content${pathname}.md`, data, markdown: content };
}
