import type { PaletteMode } from '@mui/material';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import {
  TEMPLATES,
  type TemplateFamily,
  type TemplateInfo,
  type TemplateKey,
} from './templateList';

/**
 * What the site passes a template: the docs' color scheme (a sandbox passes nothing). Material UI
 * templates read it; Joy UI templates take no props, their frame follows the site's scheme.
 */
export interface TemplateProps {
  mode?: PaletteMode;
}

/**
 * The templates that have a page, each its own chunk (server-rendered, loaded only on its page).
 * Adding a template is one line here, after its entry in `templateList.ts`.
 */
export const TEMPLATE_COMPONENTS: Partial<Record<TemplateKey, ComponentType<TemplateProps>>> = {
  'material-ui/album': dynamic(() => import('./material-ui/album/AlbumTemplate')),
  'material-ui/blog': dynamic(() => import('./material-ui/blog/BlogTemplate')),
  'material-ui/checkout': dynamic(() => import('./material-ui/checkout/CheckoutTemplate')),
  'material-ui/dashboard': dynamic(() => import('./material-ui/dashboard/DashboardTemplate')),
  'material-ui/pricing': dynamic(() => import('./material-ui/pricing/PricingTemplate')),
  'material-ui/sign-in': dynamic(() => import('./material-ui/sign-in/SignInTemplate')),
  'material-ui/sign-in-side': dynamic(
    () => import('./material-ui/sign-in-side/SignInSideTemplate'),
  ),
  'material-ui/sign-up': dynamic(() => import('./material-ui/sign-up/SignUpTemplate')),
  'material-ui/sticky-footer': dynamic(
    () => import('./material-ui/sticky-footer/StickyFooterTemplate'),
  ),
  'joy-ui/dashboard': dynamic(() => import('./joy-ui/dashboard/DashboardTemplate')),
  'joy-ui/messages': dynamic(() => import('./joy-ui/messages/MessagesTemplate')),
  'joy-ui/profile': dynamic(() => import('./joy-ui/profile/ProfileTemplate')),
  'joy-ui/sign-in': dynamic(() => import('./joy-ui/sign-in/SignInTemplate')),
  'joy-ui/order-list': dynamic(() => import('./joy-ui/order-list/OrderListTemplate')),
  'joy-ui/team': dynamic(() => import('./joy-ui/team/TeamTemplate')),
};

/** The templates with a page, in the list's order: the galleries show these, the routes build these. */
export const TEMPLATES_WITH_PAGES: readonly TemplateInfo[] = TEMPLATES.filter(
  (entry) => TEMPLATE_COMPONENTS[entry.key] !== undefined,
);

/** A family's templates with a page, in slug order. */
export function templatesWithPagesOf(family: TemplateFamily): readonly TemplateInfo[] {
  return TEMPLATES_WITH_PAGES.filter((entry) => entry.family === family);
}
