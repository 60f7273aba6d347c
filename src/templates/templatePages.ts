import type { PaletteMode } from '@mui/material';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { TEMPLATES, type TemplateInfo, type TemplateSlug } from './templateList';

/** What the site passes a template: the docs' colour scheme (a sandbox passes nothing). */
export interface TemplateProps {
  mode?: PaletteMode;
}

/**
 * The templates that have a page, each its own chunk (server-rendered, loaded only on its page).
 * Adding a template is one line here, after its entry in `templateList.ts`.
 */
export const TEMPLATE_COMPONENTS: Partial<Record<TemplateSlug, ComponentType<TemplateProps>>> = {
  album: dynamic(() => import('./album/AlbumTemplate')),
  blog: dynamic(() => import('./blog/BlogTemplate')),
  checkout: dynamic(() => import('./checkout/CheckoutTemplate')),
  dashboard: dynamic(() => import('./dashboard/DashboardTemplate')),
  pricing: dynamic(() => import('./pricing/PricingTemplate')),
  'sign-in': dynamic(() => import('./sign-in/SignInTemplate')),
  'sign-in-side': dynamic(() => import('./sign-in-side/SignInSideTemplate')),
  'sign-up': dynamic(() => import('./sign-up/SignUpTemplate')),
  'sticky-footer': dynamic(() => import('./sticky-footer/StickyFooterTemplate')),
};

/** The templates with a page, in the list's order: the gallery shows these, the route builds these. */
export const TEMPLATES_WITH_PAGES: readonly TemplateInfo[] = TEMPLATES.filter(
  (entry) => TEMPLATE_COMPONENTS[entry.slug] !== undefined,
);
