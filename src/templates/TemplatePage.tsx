import { useColorScheme } from '../theme/DocsCssVarsProvider';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useIsHydrating } from '../hydration';
import { pageKeyToUrl, SITE_NAME } from '../docs/siteConfig';
import { pageTitleSuffix } from '../products';
import { findTemplate, templateGalleryPathname, type TemplateFamily } from './templateList';
import { TEMPLATE_COMPONENTS } from './templatePages';
import { TemplateToolbar } from './TemplateToolbar';

/** Joy UI's setup around its templates, loaded only on their pages. */
const JoyTemplateFrame = dynamic(() => import('./JoyTemplateFrame'));

export interface TemplatePageProps {
  family: TemplateFamily;
  slug: string;
  /** The template's source file, for the sandbox export. */
  source: string;
}

/**
 * A template on a page of its own: no docs chrome, the template in the site's color scheme,
 * and the floating template bar. A Material UI template sets up its own theme and takes the
 * scheme as its `mode`; a Joy UI template expects Joy's `CssVarsProvider` around it, as an app
 * provides it once at its root, and gets it from `JoyTemplateFrame`.
 */
export function TemplatePage({ family, slug, source }: TemplatePageProps) {
  const template = findTemplate(family, slug);
  const Template = template && TEMPLATE_COMPONENTS[template.key];
  const { colorScheme } = useColorScheme();
  // The server renders light: the site's scheme applies once hydrated, so the markup matches.
  const hydrated = !useIsHydrating();
  const mode =
    hydrated && (colorScheme === 'dark' || colorScheme === 'light') ? colorScheme : undefined;
  if (!template || !Template) {
    throw new Error(
      `No template page for "${family}/${slug}": add it to src/templates/templatePages.ts.`,
    );
  }
  // A template's title ends like its family's other pages.
  const gallery = templateGalleryPathname(template.family);
  const title = `${template.title} template - ${pageTitleSuffix(gallery) ?? SITE_NAME}`;
  const url = pageKeyToUrl(`${gallery}/${template.slug}`);
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
      {template.family === 'joy-ui' ? (
        <JoyTemplateFrame>
          <Template />
        </JoyTemplateFrame>
      ) : (
        <Template mode={mode} />
      )}
      <TemplateToolbar template={template} source={source} />
    </>
  );
}
