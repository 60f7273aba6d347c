import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { GetStaticPathsResult } from 'next';
import { findTemplate, type TemplateFamily } from './templateList';
import { TEMPLATES_WITH_PAGES, templatesWithPagesOf } from './templatePages';
import type { TemplatePageProps } from './TemplatePage';

/**
 * A page for each of the family's templates that has a component (English only: a template's
 * text is English).
 */
export function getTemplateStaticPaths(
  family: TemplateFamily,
): GetStaticPathsResult<{ template: string }> {
  return {
    paths: templatesWithPagesOf(family).map((entry) => ({ params: { template: entry.slug } })),
    fallback: false,
  };
}

/** The page's props: the template and its source, read at build time for the sandbox. */
export async function getTemplatePageProps(
  family: TemplateFamily,
  slug: string,
): Promise<TemplatePageProps | null> {
  const template = findTemplate(family, slug);
  if (!template || !TEMPLATES_WITH_PAGES.includes(template)) {
    return null;
  }
  const source = await readFile(path.join(process.cwd(), template.sourcePath), 'utf8');
  return { family: template.family, slug: template.slug, source };
}
