import { z } from 'zod';
import { getProductInfoFromUrl } from '../../src/docs/routing/productInfoFromUrl';
import { LANGUAGES } from '../../src/docs/routing/languages';
import {
  CODE_VARIANTS,
  COLOR_MODES,
  DECLARED_CLICKS,
  EVENTS_MAX_PER_BATCH,
  WEB_VITAL_NAMES,
  type AnalyticsEvent,
} from '../../src/analytics/eventsContract';
import { webVitalBucket, type EventCount } from './eventCounts';
import { isSitePage } from './sitePages';

/** A page address's path as the browser sends it: URL-safe characters, percent-escapes. */
const PATHNAME_PATTERN = /^\/[A-Za-z0-9\-_.~%+@:/]*$/;
/** Click attributes: printable text without angle brackets or control characters. */
const NAME_PATTERN = /^[^\p{Cc}<>]+$/u;

const pathname = z
  .string({ error: 'pathname must be the path of a page of this site, such as "/x/".' })
  .max(300, { error: 'pathname must be at most 300 characters.' })
  .regex(PATHNAME_PATTERN, {
    error: 'pathname must be the path of a page of this site, such as "/x/".',
  })
  .refine(isSitePage, {
    error: (issue) =>
      `pathname "${String(issue.input)}" is not a page of this site: send the path of a page, such as "/x/introduction/".`,
  });

function clickText(field: string, max: number) {
  return z
    .string({ error: `${field} must be a string.` })
    .min(1, { error: `${field} must not be empty.` })
    .max(max, { error: `${field} must be at most ${max} characters.` })
    .regex(NAME_PATTERN, { error: `${field} must be plain text.` });
}

const pageView = z
  .strictObject({
    type: z.literal('page_view'),
    pathname,
    title: z.string({ error: 'title must be a string.' }).max(300, {
      error: 'title must be at most 300 characters.',
    }),
    productId: z.string().nullable(),
    productCategoryId: z.string().nullable(),
  })
  .superRefine((event, context) => {
    const expected = getProductInfoFromUrl(event.pathname);
    for (const key of ['productId', 'productCategoryId'] as const) {
      if (event[key] !== expected[key]) {
        context.addIssue({
          code: 'custom',
          path: [key],
          message: `${key} ${JSON.stringify(event[key])} does not match the page ${event.pathname}: it belongs to ${JSON.stringify(expected[key])}.`,
        });
      }
    }
  });

const click = z
  .strictObject({
    type: z.literal('click'),
    pathname,
    category: clickText('category', 100),
    action: clickText('action', 100),
    label: clickText('label', 200).optional(),
  })
  .superRefine((event, context) => {
    const actions = Object.hasOwn(DECLARED_CLICKS, event.category)
      ? DECLARED_CLICKS[event.category]
      : undefined;
    if (!actions) {
      context.addIssue({
        code: 'custom',
        path: ['category'],
        message: `category "${event.category}" is not a declared click: one of ${Object.keys(DECLARED_CLICKS).join(', ')} (DECLARED_CLICKS in src/analytics/eventsContract.ts).`,
      });
      return;
    }
    if (!Object.hasOwn(actions, event.action)) {
      context.addIssue({
        code: 'custom',
        path: ['action'],
        message: `action "${event.action}" is not a declared click of ${event.category}: one of ${Object.keys(actions).join(', ')}.`,
      });
      return;
    }
    const labels = actions[event.action];
    if (event.label !== undefined && !labels?.includes(event.label)) {
      context.addIssue({
        code: 'custom',
        path: ['label'],
        message: `label "${event.label}" is not a declared label of ${event.category}/${event.action}: ${labels ? `one of ${labels.join(', ')}` : 'it takes none'}.`,
      });
    }
  });

const userProperties = z.strictObject({
  type: z.literal('user_properties'),
  codeVariant: z.enum(CODE_VARIANTS, { error: 'codeVariant must be "JS" or "TS".' }),
  language: z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}.` }),
  colorMode: z.enum(COLOR_MODES, { error: 'colorMode must be "light" or "dark".' }),
  colorModeDiffersFromOs: z.boolean({ error: 'colorModeDiffersFromOs must be true or false.' }),
  pixelRatio: z
    .number({ error: 'pixelRatio must be a number.' })
    .positive({ error: 'pixelRatio must be positive.' })
    .max(16, { error: 'pixelRatio must be at most 16.' }),
});

const webVital = z
  .strictObject({
    type: z.literal('web_vital'),
    pathname,
    name: z.enum(WEB_VITAL_NAMES, { error: `name must be one of ${WEB_VITAL_NAMES.join(', ')}.` }),
    value: z.number({ error: 'value must be a number.' }).nonnegative({
      error: 'value must not be negative.',
    }),
  })
  .refine((event) => event.value <= (event.name === 'CLS' ? 100 : 600_000), {
    path: ['value'],
    error: 'value is out of range: at most 600000 ms, or 100 for CLS.',
  });

const batchSchema = z.strictObject({
  events: z
    .array(z.discriminatedUnion('type', [pageView, click, userProperties, webVital]), {
      error: 'events must be an array of events.',
    })
    .min(1, { error: 'events must hold at least one event.' })
    .max(EVENTS_MAX_PER_BATCH, {
      error: `events must hold at most ${EVENTS_MAX_PER_BATCH} events; send the rest in another batch.`,
    }),
});

export type EventsParseResult =
  { ok: true; events: AnalyticsEvent[] } | { ok: false; field: string; message: string };

/** Checks a parsed JSON body against the batch schema; `field` is a path such as `events.2.name`. */
export function parseEventsBatch(body: unknown): EventsParseResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return {
      ok: false,
      field: 'body',
      message: 'The body must be a JSON object: {"events": […]}.',
    };
  }
  const result = batchSchema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    const at = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      const field = [...at, issue.keys[0]].join('.');
      return { ok: false, field, message: `Unknown field "${field}".` };
    }
    if (issue.code === 'invalid_union') {
      return {
        ok: false,
        field: (at.at(-1) === 'type' ? at : [...at, 'type']).join('.'),
        message: 'type must be one of "page_view", "click", "user_properties", "web_vital".',
      };
    }
    return { ok: false, field: at.join('.') || 'body', message: issue.message };
  }
  return { ok: true, events: result.data.events };
}

/** `YYYY-MM-DD` (UTC) of a time in ms. */
export function dayOf(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

function roundedPixelRatio(ratio: number): string {
  return String(Math.round(ratio * 4) / 4);
}

/** The counts a valid batch adds to the store; product ids come from the route rules. */
export function eventsToCounts(events: readonly AnalyticsEvent[], now: number): EventCount[] {
  const day = dayOf(now);
  const count = (kind: EventCount['kind'], page: string, name: string, bucket = 0): EventCount => {
    const product = page ? getProductInfoFromUrl(page) : null;
    return {
      day,
      kind,
      pathname: page,
      productId: product?.productId ?? null,
      productCategoryId: product?.productCategoryId ?? null,
      name,
      bucket,
      count: 1,
    };
  };
  return events.flatMap((event): EventCount[] => {
    switch (event.type) {
      case 'page_view':
        return [count('page_view', event.pathname, '')];
      case 'click':
        return [
          count('click', event.pathname, `${event.category}/${event.action}/${event.label ?? ''}`),
        ];
      case 'user_properties':
        return [
          count('user_property', '', `codeVariant=${event.codeVariant}`),
          count('user_property', '', `language=${event.language}`),
          count('user_property', '', `colorMode=${event.colorMode}`),
          count('user_property', '', `colorModeDiffersFromOs=${event.colorModeDiffersFromOs}`),
          count('user_property', '', `pixelRatio=${roundedPixelRatio(event.pixelRatio)}`),
        ];
      case 'web_vital':
        return [
          count('web_vital', event.pathname, event.name, webVitalBucket(event.name, event.value)),
        ];
    }
  });
}
