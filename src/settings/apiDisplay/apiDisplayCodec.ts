import { readStored, writeSetting, type StorageCodec } from '../storageCodec';

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

/** A layout for each section: the API display option's value. */
export type ApiLayouts = Record<ApiLayoutSection, ApiLayout>;

/** What the server renders, what crawlers always get: every row of every section. */
export const EXPENDED_LAYOUTS: ApiLayouts = {
  props: 'expended',
  slots: 'expended',
  classes: 'expended',
};

/**
 * The layouts to take up once mounted: each section's stored choice, and for the sections
 * without one the layout `chooseFirstLayout` picks. Null for crawlers (they keep the
 * server's expanded lists and store nothing).
 */
export function restoreApiLayouts(userAgent: string, random: () => number): ApiLayouts | null {
  if (isCrawler(userAgent)) {
    return null;
  }
  const first = chooseFirstLayout(userAgent, random);
  const layouts = { ...EXPENDED_LAYOUTS };
  for (const section of API_LAYOUT_SECTIONS) {
    layouts[section] = readStored(API_LAYOUT_CODECS[section]) ?? first;
  }
  return layouts;
}

/** Stores each section's layout that differs from the stored one (one key per section). */
export function saveApiLayouts(layouts: ApiLayouts): void {
  for (const section of API_LAYOUT_SECTIONS) {
    if (readStored(API_LAYOUT_CODECS[section]) !== layouts[section]) {
      writeSetting(API_LAYOUT_CODECS[section], layouts[section]);
    }
  }
}

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
