import type { StorageCodec } from '../storageCodec';

/**
 * How an API section lays out its rows. `expended` is spelled as the reference
 * site stores it, so a reader's stored choice carries over.
 */
export type ApiLayout = 'collapsed' | 'expended' | 'table';

/** The sections with their own layout choice. */
export type ApiLayoutSection = 'props' | 'slots' | 'classes';

export const API_LAYOUTS: readonly ApiLayout[] = ['collapsed', 'expended', 'table'];

export const API_LAYOUT_SECTIONS: readonly ApiLayoutSection[] = ['props', 'slots', 'classes'];

/** What the server renders, what crawlers always get. */
export const DEFAULT_API_LAYOUT: ApiLayout = 'expended';

function codec(section: ApiLayoutSection): StorageCodec<ApiLayout> {
  return { key: `apiPage_${section}`, values: API_LAYOUTS, defaultValue: DEFAULT_API_LAYOUT };
}

export const API_LAYOUT_CODECS: Record<ApiLayoutSection, StorageCodec<ApiLayout>> = {
  props: codec('props'),
  slots: codec('slots'),
  classes: codec('classes'),
};

const CRAWLER =
  /bot\b|bot\/|crawler|crawling|spider|slurp|mediapartners|facebookexternalhit|embedly|lighthouse|pagespeed|preview/i;

/** Whether a user agent is a search or preview crawler (Googlebot, Bingbot, Slurp…). */
export function isCrawler(userAgent: string): boolean {
  return CRAWLER.test(userAgent);
}

/**
 * The layout a first visit gets for the sections without a stored choice:
 * `expended` for crawlers (they must see every prop), otherwise one of the
 * three at random, which the provider then stores and keeps.
 */
export function chooseFirstLayout(userAgent: string, random: () => number): ApiLayout {
  if (isCrawler(userAgent)) {
    return DEFAULT_API_LAYOUT;
  }
  const index = Math.min(API_LAYOUTS.length - 1, Math.floor(random() * API_LAYOUTS.length));
  return API_LAYOUTS[index];
}
