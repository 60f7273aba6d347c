/**
 * The wire contract of `POST /api/events` and `GET /api/events/report`, shared
 * by the analytics client, the admin page and the server. Pure data and types.
 */

/** Largest body `POST /api/events` reads. */
export const EVENTS_BODY_MAX_BYTES = 16 * 1024;

/** Most events one batch may carry. */
export const EVENTS_MAX_PER_BATCH = 50;

/** Days the admin report covers, today included. */
export const EVENTS_REPORT_DAYS = 30;

export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/**
 * Every click the site reports: category → action → the labels it may carry
 * (`null`: none). An element declares one with `data-ga-event-category`,
 * `data-ga-event-action` and optionally `data-ga-event-label`; the server counts
 * only these, so the events table cannot grow with made-up names. Declare a new
 * click here when adding one to a component.
 */
export const DECLARED_CLICKS: Readonly<
  Record<string, Readonly<Record<string, readonly string[] | null>>>
> = {
  feedback: { rate: ['yes', 'no'] },
  search: { open: null },
  header: { github: null, settings: null },
};

export const CODE_VARIANTS = ['JS', 'TS'] as const;

export const COLOR_MODES = ['light', 'dark'] as const;

/** A page shown: on load and after each client-side route change. */
export interface PageViewEvent {
  type: 'page_view';
  /** The address's path (`/zh/x/react-charts/bars/`), without query or hash. */
  pathname: string;
  title: string;
  productId: string | null;
  productCategoryId: string | null;
}

/** A click on an element carrying `data-ga-event-category` and `data-ga-event-action`. */
export interface ClickEvent {
  type: 'click';
  pathname: string;
  category: string;
  action: string;
  label?: string;
}

/** The reader's settings, once per page load. */
export interface UserPropertiesEvent {
  type: 'user_properties';
  codeVariant: (typeof CODE_VARIANTS)[number];
  language: string;
  colorMode: (typeof COLOR_MODES)[number];
  /** Whether the mode shown differs from the OS preference (the reader chose it). */
  colorModeDiffersFromOs: boolean;
  pixelRatio: number;
}

/** One web-vitals measurement of a sampled page load (CLS unitless, the others in ms). */
export interface WebVitalEvent {
  type: 'web_vital';
  pathname: string;
  name: WebVitalName;
  value: number;
}

export type AnalyticsEvent = PageViewEvent | ClickEvent | UserPropertiesEvent | WebVitalEvent;

/** The body of `POST /api/events`. Answered `202 {"accepted": n}`. */
export interface EventsBatch {
  events: AnalyticsEvent[];
}

export interface PageViewsRow {
  pathname: string;
  productId: string | null;
  views: number;
}

export interface ProductViewsRow {
  productId: string | null;
  productCategoryId: string | null;
  views: number;
}

export interface WebVitalPercentilesRow {
  pathname: string;
  name: WebVitalName;
  samples: number;
  p50: number;
  p75: number;
  p95: number;
}

/** Clicks of one declared name (`category/action/label`) on one page. */
export interface ClickCountRow {
  pathname: string;
  name: string;
  count: number;
}

/** `GET /api/events/report` (admin token): the last `days` days, today included. */
export interface EventsReport {
  days: number;
  /** First day counted, `YYYY-MM-DD` (UTC). */
  since: string;
  pages: PageViewsRow[];
  products: ProductViewsRow[];
  clicks: ClickCountRow[];
  vitals: WebVitalPercentilesRow[];
}
