/**
 * The page templates: one self-contained file each, shown on their own page
 * (`/material-ui/getting-started/templates/<slug>/`) and in the gallery.
 * React-free data: `templatePages.ts` maps the slugs that have a page to their component.
 */

export const TEMPLATE_SLUGS = [
  'album',
  'blog',
  'checkout',
  'dashboard',
  'pricing',
  'sign-in',
  'sign-in-side',
  'sign-up',
  'sticky-footer',
] as const;

export type TemplateSlug = (typeof TEMPLATE_SLUGS)[number];

export interface TemplateInfo {
  slug: TemplateSlug;
  title: string;
  /** One sentence, used on the gallery card and as the page's meta description. */
  description: string;
  /** The component's name, also its file name: `SignInTemplate`. */
  componentName: string;
  /** The file, relative to the repository root: `src/templates/sign-in/SignInTemplate.tsx`. */
  sourcePath: string;
}

/** The gallery page; each template's page lives below it. */
export const TEMPLATE_GALLERY_PATHNAME = '/material-ui/getting-started/templates';

function template(slug: TemplateSlug, title: string, description: string): TemplateInfo {
  const componentName = `${slug
    .split('-')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('')}Template`;
  return {
    slug,
    title,
    description,
    componentName,
    sourcePath: `src/templates/${slug}/${componentName}.tsx`,
  };
}

export const TEMPLATES: readonly TemplateInfo[] = [
  template(
    'album',
    'Album',
    'A photo album layout: a hero with calls to action above a responsive grid of cards.',
  ),
  template(
    'blog',
    'Blog',
    'A blog front page with a featured post, a grid of recent posts, a sidebar and an archive.',
  ),
  template(
    'checkout',
    'Checkout',
    'A multi-step checkout form (shipping, payment, review) that validates each step before moving on.',
  ),
  template(
    'dashboard',
    'Dashboard',
    'An admin dashboard with a side navigation, summary cards, a chart and a data grid from MUI X.',
  ),
  template(
    'pricing',
    'Pricing',
    'A pricing page with three plans, a monthly or yearly billing switch and answers to common questions.',
  ),
  template(
    'sign-in',
    'Sign-in',
    'A centred sign-in form that checks the email address and password before it submits.',
  ),
  template(
    'sign-in-side',
    'Sign-in side',
    'A sign-in form beside a panel that presents the product, stacked on small screens.',
  ),
  template(
    'sign-up',
    'Sign-up',
    'A registration form with name, email, password and consent, validated on submit.',
  ),
  template(
    'sticky-footer',
    'Sticky footer',
    'A page whose footer stays at the bottom of the window when the content is short.',
  ),
];

/** The URL of a template's page (with its trailing slash). */
export function templateUrl(slug: TemplateSlug): string {
  return `${TEMPLATE_GALLERY_PATHNAME}/${slug}/`;
}

export function findTemplate(slug: string): TemplateInfo | undefined {
  return TEMPLATES.find((entry) => entry.slug === slug);
}
