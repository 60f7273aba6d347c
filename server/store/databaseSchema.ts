import type { Generated } from 'kysely';

/** The `feedback` table: one row per submission, comments as plain text. */
export interface FeedbackTable {
  id: Generated<number>;
  /** ISO 8601 UTC timestamp (`2025-01-31T12:00:00.000Z`); sorts as text. */
  created_at: string;
  pathname: string;
  section: string | null;
  rating: 'yes' | 'no';
  comment: string | null;
  language: string;
  product_id: string;
  version: string;
}

/** The `feedback_rate_limit` table: submissions per client and window. */
export interface FeedbackRateLimitTable {
  /** A keyed hash of the client's network (never the address itself): see `DocsStore.clientKey`. */
  client_key: string;
  /** Index of the window since the epoch: `floor(ms / windowMs)`. */
  window_start: number;
  hits: number;
}

/** The `analytics_event_count` table: how often something happened on a day (see server/events). */
export interface AnalyticsEventCountTable {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  kind: string;
  pathname: string;
  product_id: string | null;
  product_category_id: string | null;
  name: string;
  bucket: number;
  count: number;
}

/** The `server_secret` table: secrets the server made at first start, by name. */
export interface ServerSecretTable {
  name: string;
  /** 32 random bytes, hex. */
  value: string;
}

export interface Database {
  feedback: FeedbackTable;
  feedback_rate_limit: FeedbackRateLimitTable;
  analytics_event_count: AnalyticsEventCountTable;
  server_secret: ServerSecretTable;
}

export type StoreDialect = 'sqlite' | 'postgres';
