import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { GetStaticPathsResult } from 'next';
import { findTemplate } from './templateList';
import { TEMPLATES_WITH_PAGES } from './templatePages';
import type { TemplatePageProps } from './TemplatePage';

/** A page for each template that has a component (English only: a template's text is English). */
export function getTemplateStaticPaths(): GetStaticPathsResult<{ template: string }> {
  return {
    paths: TEMPLATES_WITH_PAGES.map((entry) => ({ params: { template: entry.slug } })),
    fallback: false,
  };
}

/** The page's props: the template's slug and its source, read at build time for the sandbox. */
export async function getTemplatePageProps(slug: string): Promise<TemplatePageProps | null> {
  const template = findTemplate(slug);
  if (!template || !TEMPLATES_WITH_PAGES.includes(template)) {
    return null;
  }
  const source = await readFile(path.join(process.cwd(), template.sourcePath), 'utf8');
  return { slug: template.slug, source };
}
