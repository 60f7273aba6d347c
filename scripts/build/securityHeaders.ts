import { createHash } from 'node:crypto';
import { getPaintFirstLoader } from '../../src/hydration/paintFirstScripts';
import { getInitSettingsScript } from '../../src/settings/initScript';

/** A header as `next.config.ts` lists them. */
interface Header {
  key: string;
  value: string;
}

/** The CSP source of an inline script: its SHA-256, so exactly that script may run. */
export function inlineScriptSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

export interface PolicyOptions {
  /**
   * The live editor compiles a demo's edited code and runs it with `new Function`
   * (react-runner 1.0.5): the pages that can show a demo allow `'unsafe-eval'` for it.
   * The admin pages never do.
   */
  liveEditor: boolean;
  /** Who may frame the page: `'self'`, or `'none'` for the admin pages holding the token. */
  frameAncestors: "'self'" | "'none'";
  /** Google Analytics 4 is on (NEXT_PUBLIC_GA_MEASUREMENT_ID): gtag's host may be contacted. */
  googleAnalytics: boolean;
}

/**
 * The Content-Security-Policy of the site's pages: scripts from the site and the
 * two inline scripts (by hash: the settings script and the loader of the page's scripts), styles from the site and inline (Emotion
 * writes `<style>` elements at run time), everything else from the site only.
 */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const gtag = options.googleAnalytics ? ['https://www.googletagmanager.com'] : [];
  const gaBeacons = options.googleAnalytics
    ? ['https://*.google-analytics.com', 'https://*.analytics.google.com']
    : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      inlineScriptSource(getInitSettingsScript()),
      inlineScriptSource(getPaintFirstLoader()),
      ...(options.liveEditor ? ["'unsafe-eval'"] : []),
      ...gtag,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...gtag, ...gaBeacons],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...gtag, ...gaBeacons],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': [options.frameAncestors],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Headers every response carries. */
function commonHeaders(): Header[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  ];
}

/**
 * Every path but the build's own scripts and styles (`/_next/static/`): those are only ever
 * loaded by a page, never opened as a document, so a policy or framing rule on them does
 * nothing, and their ~0.6 kB on each of a page's dozen scripts would be paid on every load.
 */
export const DOCUMENT_PATHS = '/:path((?!_next/static/).*)';

/** The build's scripts and styles, hashed and loaded only as subresources. */
export const BUILD_ASSET_PATHS = '/_next/static/:path*';

/** The admin pages: they keep the admin token in sessionStorage, so nobody may frame them. */
const ADMIN_PAGES = ['/feedback/', '/analytics/', '/zh/feedback/', '/zh/analytics/'];

/**
 * The security headers of every response, as `next.config.ts` `headers()` entries
 * (a later entry's header overrides an earlier one's on the same path): the
 * common headers and the policy on everything a browser may open as a document, only
 * `nosniff` on the build's scripts and styles (where it is the one header that applies),
 * the strict policy and `DENY` on the admin pages, and HSTS on requests a TLS-terminating
 * proxy marks as HTTPS.
 */
export function securityHeaders(googleAnalytics: boolean) {
  return [
    {
      source: BUILD_ASSET_PATHS,
      headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }],
    },
    {
      source: DOCUMENT_PATHS,
      headers: [
        ...commonHeaders(),
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        {
          key: 'Content-Security-Policy',
          value: contentSecurityPolicy({
            liveEditor: true,
            frameAncestors: "'self'",
            googleAnalytics,
          }),
        },
      ],
    },
    ...ADMIN_PAGES.map((source) => ({
      source,
      headers: [
        { key: 'X-Frame-Options', value: 'DENY' },
        {
          key: 'Content-Security-Policy',
          value: contentSecurityPolicy({
            liveEditor: false,
            frameAncestors: "'none'",
            googleAnalytics,
          }),
        },
      ],
    })),
    {
      source: '/:path*',
      has: [{ type: 'header' as const, key: 'x-forwarded-proto', value: 'https' }],
      headers: [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }],
    },
  ];
}
