import type { Environment } from '../store/storeConfig';

/** Settings of the feedback and events endpoints, read from the environment (see the README's configuration table). */
export interface ApiConfig {
  /** Bearer token of the reading endpoints; null disables them (they answer 404). */
  adminToken: string | null;
  rateLimit: {
    /** Submissions one client may make per window. */
    max: number;
    windowSeconds: number;
  };
  /**
   * Whether a reverse proxy in front of the server appends the client's address
   * to `X-Forwarded-For`; then the last entry identifies the client.
   */
  trustProxy: boolean;
  /**
   * The site's origins, the only ones that may post (besides this machine on the
   * server's own port): `https://` + `DOCS_PRODUCTION_HOST` (default `mui.com`)
   * and each of `FEEDBACK_ALLOWED_ORIGINS`.
   */
  allowedOrigins: readonly string[];
  /**
   * Event batches (`POST /api/events`) one client may send per rate-limit
   * window (the window is `rateLimit.windowSeconds`: one table holds both
   * counts); `DEFAULT_EVENTS_RATE_LIMIT` when left out.
   */
  eventsRateLimit?: number;
  /**
   * How long a request body may take to arrive, in ms; a slower one is answered
   * 408 and its connection closed. `DEFAULT_BODY_TIMEOUT_MS` when left out.
   */
  bodyTimeoutMs?: number;
  /**
   * Wrong admin tokens one client may send per window before the reading
   * endpoints answer it 429 (the right token included) until the window slides
   * on; `DEFAULT_ADMIN_FAILURE_LIMIT` when left out.
   */
  adminFailureLimit?: { max: number; windowSeconds: number };
  /**
   * Days of analytics counts kept, today included; older days are deleted.
   * `DEFAULT_ANALYTICS_RETENTION_DAYS` when left out.
   */
  analyticsRetentionDays?: number;
}

export class ApiConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ApiConfigError';
  }
}

function positiveInteger(env: Environment, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) {
    return fallback;
  }
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    throw new ApiConfigError(
      `${name}="${raw}" is not a positive whole number: set it to one (such as ${fallback}) or unset it for the default.`,
    );
  }
  return Number(raw);
}

function origins(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      try {
        return new URL(entry).origin;
      } catch {
        throw new ApiConfigError(
          `FEEDBACK_ALLOWED_ORIGINS holds "${entry}", which is not an origin: list full origins such as https://docs.example.com, separated by commas.`,
        );
      }
    });
}

/** The production site's origin: `https://` and `DOCS_PRODUCTION_HOST` (`mui.com` by default). */
function productionOrigin(env: Environment): string {
  const host = env.DOCS_PRODUCTION_HOST?.trim() || 'mui.com';
  try {
    return new URL(`https://${host}`).origin;
  } catch {
    throw new ApiConfigError(
      `DOCS_PRODUCTION_HOST="${host}" is not a host name: set it to the site's host, such as mui.com.`,
    );
  }
}

export const DEFAULT_RATE_LIMIT = { max: 10, windowSeconds: 60 };

/** A reader sends a batch when the page is hidden: 30 a minute is far beyond real reading. */
export const DEFAULT_EVENTS_RATE_LIMIT = 30;

/** A body of at most 16 KB takes well under a second on any real connection. */
export const DEFAULT_BODY_TIMEOUT_MS = 10_000;

/** Ten wrong tokens per client in ten minutes: plenty for a typo, nothing for guessing. */
export const DEFAULT_ADMIN_FAILURE_LIMIT = { max: 10, windowSeconds: 600 };

/** A little over a year: this month can be compared with the same month last year. */
export const DEFAULT_ANALYTICS_RETENTION_DAYS = 400;

/** A token a guesser cannot reach: 32 characters (such as `openssl rand -hex 16`). */
export const ADMIN_TOKEN_MIN_LENGTH = 32;

function adminToken(env: Environment): string | null {
  const token = env.FEEDBACK_ADMIN_TOKEN?.trim();
  if (!token) {
    return null;
  }
  if (token.length < ADMIN_TOKEN_MIN_LENGTH) {
    throw new ApiConfigError(
      `FEEDBACK_ADMIN_TOKEN is ${token.length} characters long: it must have at least ${ADMIN_TOKEN_MIN_LENGTH} (generate one with \`openssl rand -hex 16\`), or unset it to disable the reading endpoints.`,
    );
  }
  return token;
}

/** The endpoint settings of an environment; throws a ApiConfigError naming a malformed variable. */
export function apiConfigFromEnv(env: Environment): ApiConfig {
  return {
    adminToken: adminToken(env),
    rateLimit: {
      max: positiveInteger(env, 'FEEDBACK_RATE_LIMIT', DEFAULT_RATE_LIMIT.max),
      windowSeconds: positiveInteger(
        env,
        'FEEDBACK_RATE_LIMIT_WINDOW_SECONDS',
        DEFAULT_RATE_LIMIT.windowSeconds,
      ),
    },
    trustProxy: ['1', 'true', 'yes'].includes((env.FEEDBACK_TRUST_PROXY ?? '').toLowerCase()),
    allowedOrigins: [...new Set([productionOrigin(env), ...origins(env.FEEDBACK_ALLOWED_ORIGINS)])],
    eventsRateLimit: positiveInteger(env, 'EVENTS_RATE_LIMIT', DEFAULT_EVENTS_RATE_LIMIT),
    bodyTimeoutMs:
      positiveInteger(env, 'API_BODY_TIMEOUT_SECONDS', DEFAULT_BODY_TIMEOUT_MS / 1000) * 1000,
    adminFailureLimit: {
      max: positiveInteger(env, 'FEEDBACK_ADMIN_FAILURE_LIMIT', DEFAULT_ADMIN_FAILURE_LIMIT.max),
      windowSeconds: DEFAULT_ADMIN_FAILURE_LIMIT.windowSeconds,
    },
    analyticsRetentionDays: positiveInteger(
      env,
      'ANALYTICS_RETENTION_DAYS',
      DEFAULT_ANALYTICS_RETENTION_DAYS,
    ),
  };
}
