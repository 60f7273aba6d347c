import { useColorScheme } from '../theme/DocsCssVarsProvider';
import Head from 'next/head';
import { useIsHydrating } from '../hydration';
import { pageKeyToUrl, SITE_NAME } from '../docs/siteConfig';
import { pageTitleSuffix } from '../products';
import { findTemplate, TEMPLATE_GALLERY_PATHNAME } from './templateList';
import { TEMPLATE_COMPONENTS } from './templatePages';
import { TemplateToolbar } from './TemplateToolbar';

export interface TemplatePageProps {
  slug: string;
  /** The template's source file, for the sandbox export. */
  source: string;
}

/**
 * A template on a page of its own: no docs chrome, the template in the site's colour scheme,
 * and the floating template bar.
 */
export function TemplatePage({ slug, source }: TemplatePageProps) {
  const template = findTemplate(slug);
  const Template = template && TEMPLATE_COMPONENTS[template.slug];
  const { colorScheme } = useColorScheme();
  // The server renders light: the site's scheme applies once hydrated, so the markup matches.
  const hydrated = !useIsHydrating();
  const mode =
    hydrated && (colorScheme === 'dark' || colorScheme === 'light') ? colorScheme : undefined;
  if (!template || !Template) {
    throw new Error(`No template page for "${slug}": add it to src/templates/templatePages.ts.`);
  }
  // Templates are Material UI pages: their titles end like the family's other pages.
  const title = `${template.title} template - ${pageTitleSuffix(TEMPLATE_GALLERY_PATHNAME) ?? SITE_NAME}`;
  const url = pageKeyToUrl(`${TEMPLATE_GALLERY_PATHNAME}/${template.slug}`);
  return (
    <>
      <Head>
        <title>{title}</title>
        <meta name="description" content={template.description} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={template.description} />
        <meta property="og:type" content="website" />
        <meta property="og:url" content={url} />
        <link rel="canonical" href={url} />
      </Head>
      <Template mode={mode} />
      <TemplateToolbar template={template} source={source} />
    </>
  );
}
