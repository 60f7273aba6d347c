/**
 * The page templates of Material UI and Joy UI: one self-contained file each, shown on their own
 * page (`/<family>/getting-started/templates/<slug>/`) and in their family's gallery.
 * React-free data: `templatePages.ts` maps the templates that have a page to their component.
 */
import type { FamilyId } from '../products/productRegistry';

/** The families with a template gallery: their templates are built with their components. */
export type TemplateFamily = Extract<FamilyId, 'material-ui' | 'joy-ui'>;

export const TEMPLATE_FAMILIES: readonly TemplateFamily[] = ['material-ui', 'joy-ui'];

/** Each family's template slugs, in slug order; a slug is unique within its family. */
export const TEMPLATE_SLUGS = {
  'material-ui': [
    'album',
    'blog',
    'checkout',
    'dashboard',
    'pricing',
    'sign-in',
    'sign-in-side',
    'sign-up',
    'sticky-footer',
  ],
  'joy-ui': ['dashboard', 'messages', 'order-list', 'profile', 'sign-in', 'team'],
} as const satisfies Record<TemplateFamily, readonly string[]>;

export type TemplateSlug<F extends TemplateFamily = TemplateFamily> =
  (typeof TEMPLATE_SLUGS)[F][number];

/** A template's key across families: `joy-ui/sign-in`. */
export type TemplateKey = { [F in TemplateFamily]: `${F}/${TemplateSlug<F>}` }[TemplateFamily];

export interface TemplateInfo {
  family: TemplateFamily;
  slug: TemplateSlug;
  key: TemplateKey;
  title: string;
  /** One sentence, used on the gallery card and as the page's meta description. */
  description: string;
  /** The component's name, also its file name: `SignInTemplate`. */
  componentName: string;
  /** The file, relative to the repository root: `src/templates/joy-ui/sign-in/SignInTemplate.tsx`. */
  sourcePath: string;
}

/** A family's gallery page; each of its templates' pages lives below it. */
export function templateGalleryPathname(family: TemplateFamily): string {
  return `/${family}/getting-started/templates`;
}

function template<F extends TemplateFamily>(
  family: F,
  slug: TemplateSlug<F>,
  title: string,
  description: string,
): TemplateInfo {
  const componentName = `${slug
    .split('-')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('')}Template`;
  return {
    family,
    slug,
    key: `${family}/${slug}` as TemplateKey,
    title,
    description,
    componentName,
    sourcePath: `src/templates/${family}/${slug}/${componentName}.tsx`,
  };
}

const MATERIAL_TEMPLATES: readonly TemplateInfo[] = [
  template(
    'material-ui',
    'album',
    'Album',
    'A photo album layout: a hero with calls to action above a responsive grid of cards.',
  ),
  template(
    'material-ui',
    'blog',
    'Blog',
    'A blog front page with a featured post, a grid of recent posts, a sidebar and an archive.',
  ),
  template(
    'material-ui',
    'checkout',
    'Checkout',
    'A multi-step checkout form (shipping, payment, review) that validates each step before moving on.',
  ),
  template(
    'material-ui',
    'dashboard',
    'Dashboard',
    'An admin dashboard with a side navigation, summary cards, a chart and a data grid from MUI X.',
  ),
  template(
    'material-ui',
    'pricing',
    'Pricing',
    'A pricing page with three plans, a monthly or yearly billing switch and answers to common questions.',
  ),
  template(
    'material-ui',
    'sign-in',
    'Sign-in',
    'A centered sign-in form that checks the email address and password before it submits.',
  ),
  template(
    'material-ui',
    'sign-in-side',
    'Sign-in side',
    'A sign-in form beside a panel that presents the product, stacked on small screens.',
  ),
  template(
    'material-ui',
    'sign-up',
    'Sign-up',
    'A registration form with name, email, password and consent, validated on submit.',
  ),
  template(
    'material-ui',
    'sticky-footer',
    'Sticky footer',
    'A page whose footer stays at the bottom of the window when the content is short.',
  ),
];

const JOY_TEMPLATES: readonly TemplateInfo[] = [
  template(
    'joy-ui',
    'dashboard',
    'Dashboard',
    'A store dashboard with a collapsible side navigation, key figures, weekly sales and the latest orders.',
  ),
  template(
    'joy-ui',
    'messages',
    'Messages',
    'A messaging app with a conversation list, a chat thread and a composer that sends on Ctrl+Enter.',
  ),
  template(
    'joy-ui',
    'order-list',
    'Order list',
    'A list of orders you can search, filter by status and select, shown as a table or as cards on phones.',
  ),
  template(
    'joy-ui',
    'profile',
    'Profile',
    'An account settings page that edits a profile, its notification choices and its password.',
  ),
  template(
    'joy-ui',
    'sign-in',
    'Sign-in',
    'A sign-in page beside a product panel that checks the email address and password before it submits.',
  ),
  template(
    'joy-ui',
    'team',
    'Team',
    'A team directory you can search and filter by department, with a card and contact links for each person.',
  ),
];

/** Every template, family by family, each family's in slug order. */
export const TEMPLATES: readonly TemplateInfo[] = [...MATERIAL_TEMPLATES, ...JOY_TEMPLATES];

/** A family's templates, in slug order. */
export function templatesOf(family: TemplateFamily): readonly TemplateInfo[] {
  return TEMPLATES.filter((entry) => entry.family === family);
}

/** The URL of a template's page (with its trailing slash). */
export function templateUrl(entry: Pick<TemplateInfo, 'family' | 'slug'>): string {
  return `${templateGalleryPathname(entry.family)}/${entry.slug}/`;
}

export function findTemplate(family: TemplateFamily, slug: string): TemplateInfo | undefined {
  return TEMPLATES.find((entry) => entry.family === family && entry.slug === slug);
}
