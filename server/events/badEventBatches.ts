import { EVENTS_BODY_MAX_BYTES, EVENTS_MAX_PER_BATCH } from '../../src/analytics/eventsContract';

const PAGE_VIEW = {
  type: 'page_view',
  pathname: '/x/react-charts/bars/',
  title: 'Bars - MUI X',
  productId: 'x-charts',
  productCategoryId: 'x',
} as const;

/** A valid batch holding one event of each type; each bad input below changes one thing. */
export const VALID_BATCH = {
  events: [
    PAGE_VIEW,
    { type: 'click', pathname: '/x/react-charts/bars/', category: 'search', action: 'open' },
    {
      type: 'user_properties',
      codeVariant: 'TS',
      language: 'en',
      colorMode: 'dark',
      colorModeDiffersFromOs: true,
      pixelRatio: 2,
    },
    { type: 'web_vital', pathname: '/x/react-charts/bars/', name: 'LCP', value: 1234.5 },
  ],
} as const;

export interface BadEventBatch {
  name: string;
  method?: string;
  /** Header changes (null removes one). */
  headers?: Record<string, string | null>;
  rawBody?: string;
  body?: unknown;
  status: number;
  field?: string;
  message: RegExp;
}

const withEvent = (event: Record<string, unknown>) => ({ events: [event] });

/**
 * Every kind of bad input `POST /api/events` refuses, with the status and the
 * field its error names. The endpoint tests (Vitest and Playwright) send each
 * one and check nothing was counted.
 */
export const BAD_EVENT_BATCHES: readonly BadEventBatch[] = [
  { name: 'GET', method: 'GET', status: 405, message: /Use POST/ },
  {
    name: 'no Origin header',
    headers: { origin: null },
    status: 403,
    field: 'Origin',
    message: /Origin header is missing: only the pages of this site may post events/,
  },
  {
    name: 'another site as Origin',
    headers: { origin: 'https://evil.example' },
    status: 403,
    field: 'Origin',
    message: /Origin https:\/\/evil\.example may not post events/,
  },
  {
    name: 'text/plain body',
    headers: { 'content-type': 'text/plain' },
    status: 415,
    field: 'Content-Type',
    message: /Send the events as JSON/,
  },
  {
    name: 'body over 16 KB',
    rawBody: JSON.stringify({
      events: [{ ...PAGE_VIEW, title: 'a'.repeat(EVENTS_BODY_MAX_BYTES) }],
    }),
    status: 413,
    field: 'body',
    message: /larger than 16384 bytes/,
  },
  {
    name: 'malformed JSON',
    rawBody: '{"events": [',
    status: 400,
    field: 'body',
    message: /not valid UTF-8 JSON/,
  },
  {
    name: 'JSON array',
    rawBody: '[]',
    status: 400,
    field: 'body',
    message: /must be a JSON object/,
  },
  {
    name: 'no events',
    body: { events: [] },
    status: 400,
    field: 'events',
    message: /at least one event/,
  },
  {
    name: 'too many events',
    body: {
      events: Array.from({ length: EVENTS_MAX_PER_BATCH + 1 }, () => VALID_BATCH.events[1]),
    },
    status: 400,
    field: 'events',
    message: /at most 50 events/,
  },
  {
    name: 'unknown event type',
    body: withEvent({ type: 'purchase', pathname: '/x/' }),
    status: 400,
    field: 'events.0.type',
    message: /type must be one of/,
  },
  {
    name: 'unknown field at the top',
    body: { ...VALID_BATCH, userId: 'u-1' },
    status: 400,
    field: 'userId',
    message: /Unknown field "userId"/,
  },
  {
    name: 'unknown field in an event (an identifier)',
    body: withEvent({ ...PAGE_VIEW, clientId: 'abc' }),
    status: 400,
    field: 'events.0.clientId',
    message: /Unknown field "events.0.clientId"/,
  },
  {
    name: 'pathname as a URL',
    body: withEvent({ ...PAGE_VIEW, pathname: 'https://evil.example/x/' }),
    status: 400,
    field: 'events.0.pathname',
    message: /pathname must be the path of a page/,
  },
  {
    name: 'product of another page',
    body: withEvent({ ...PAGE_VIEW, productId: 'x-data-grid' }),
    status: 400,
    field: 'events.0.productId',
    message: /productId "x-data-grid" does not match the page \/x\/react-charts\/bars\//,
  },
  {
    name: 'category of another product',
    body: withEvent({ ...PAGE_VIEW, productCategoryId: 'core' }),
    status: 400,
    field: 'events.0.productCategoryId',
    message: /productCategoryId "core" does not match/,
  },
  {
    name: 'click without an action',
    body: withEvent({ type: 'click', pathname: '/x/introduction/', category: 'demo' }),
    status: 400,
    field: 'events.0.action',
    message: /action must be a string/,
  },
  {
    name: 'click label with markup',
    body: withEvent({
      type: 'click',
      pathname: '/x/introduction/',
      category: 'demo',
      action: 'copy',
      label: '<script>',
    }),
    status: 400,
    field: 'events.0.label',
    message: /label must be plain text/,
  },
  {
    name: 'page view of a path that is no page (traversal)',
    body: withEvent({ ...PAGE_VIEW, pathname: '/../../etc/passwd' }),
    status: 400,
    field: 'events.0.pathname',
    message: /is not a page of this site/,
  },
  {
    name: 'page view of a page that does not exist',
    body: withEvent({ ...PAGE_VIEW, pathname: '/x/react-charts/no-such-chart/' }),
    status: 400,
    field: 'events.0.pathname',
    message: /is not a page of this site/,
  },
  {
    name: 'web vital of a page that does not exist',
    body: withEvent({ type: 'web_vital', pathname: '/x/random-1234/', name: 'LCP', value: 10 }),
    status: 400,
    field: 'events.0.pathname',
    message: /is not a page of this site/,
  },
  {
    name: 'click of an undeclared category',
    body: withEvent({
      type: 'click',
      pathname: '/x/introduction/',
      category: 'made-up',
      action: 'open',
    }),
    status: 400,
    field: 'events.0.category',
    message: /not a declared click/,
  },
  {
    name: 'click of an undeclared action',
    body: withEvent({
      type: 'click',
      pathname: '/x/introduction/',
      category: 'search',
      action: 'made-up',
    }),
    status: 400,
    field: 'events.0.action',
    message: /not a declared click/,
  },
  {
    name: 'click with a free-text label',
    body: withEvent({
      type: 'click',
      pathname: '/x/introduction/',
      category: 'feedback',
      action: 'rate',
      label: 'random text 1234',
    }),
    status: 400,
    field: 'events.0.label',
    message: /not a declared label/,
  },
  {
    name: 'click label with a lone surrogate',
    body: withEvent({
      type: 'click',
      pathname: '/x/introduction/',
      category: 'feedback',
      action: 'rate',
      label: 'x\udc00',
    }),
    status: 400,
    field: 'events.0.label',
    message: /label holds a lone surrogate/,
  },
  {
    name: 'unsupported language',
    body: withEvent({ ...VALID_BATCH.events[2], language: 'fr' }),
    status: 400,
    field: 'events.0.language',
    message: /language must be one of en, zh/,
  },
  {
    name: 'unknown web vital',
    body: withEvent({ type: 'web_vital', pathname: '/x/introduction/', name: 'FID', value: 10 }),
    status: 400,
    field: 'events.0.name',
    message: /name must be one of LCP, INP, CLS, FCP, TTFB/,
  },
  {
    name: 'negative web vital',
    body: withEvent({ type: 'web_vital', pathname: '/x/introduction/', name: 'LCP', value: -1 }),
    status: 400,
    field: 'events.0.value',
    message: /must not be negative/,
  },
  {
    name: 'web vital out of range',
    body: withEvent({ type: 'web_vital', pathname: '/x/introduction/', name: 'CLS', value: 500 }),
    status: 400,
    field: 'events.0.value',
    message: /out of range/,
  },
];

/** The body text of a bad batch. */
export function badEventBatchBody(bad: BadEventBatch): string {
  return bad.rawBody ?? JSON.stringify(bad.body ?? VALID_BATCH);
}
