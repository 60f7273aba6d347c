import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './databaseSchema';

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Attempts in the sliding window, this one included (previous window weighted by overlap). */
  attempts: number;
  /** When refused, seconds until an attempt would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

type Executor = Kysely<Database> | Transaction<Database>;

/** Index of the rate-limit window a time (ms since the epoch) falls in. */
export function rateLimitWindow(limit: RateLimit, now: number): number {
  return Math.floor(now / (limit.windowSeconds * 1000));
}

/** Room for floating-point error: 2/3 of a minute must be 40,000 ms, not 40,000.000000000004. */
const FLOAT_SLACK = 1e-6;

/**
 * When, in ms since the epoch, a client with `current` attempts counted in
 * window `window` and `previous` in the one before may next be allowed one
 * more: the first moment the sliding count (this window's attempts, plus the
 * previous window's weighted by how much of it still overlaps the last
 * `windowSeconds`, plus the new one) is within `max`.
 */
export function nextAllowedAt(
  limit: RateLimit,
  window: number,
  current: number,
  previous: number,
): number {
  const windowMs = limit.windowSeconds * 1000;
  // Still in this window, once enough of the previous window has slid out.
  if (current + 1 <= limit.max) {
    const weight = previous === 0 ? 1 : Math.min(1, (limit.max - current - 1) / previous);
    return window * windowMs + Math.ceil((1 - weight) * windowMs - FLOAT_SLACK);
  }
  // Otherwise in the next window, once enough of this one has slid out.
  const weight = Math.min(1, (limit.max - 1) / current);
  return (window + 1) * windowMs + Math.ceil((1 - weight) * windowMs - FLOAT_SLACK);
}

/**
 * Counts an attempt of a client in the `feedback_rate_limit` table and says
 * whether it is within the limit, with a sliding window: this window's
 * attempts plus the previous window's, weighted by how much of it still
 * overlaps the last `windowSeconds`. A refused attempt is not counted, and
 * `retryAfterSeconds` is the true wait until an attempt would be allowed.
 */
export async function countAttempt(
  executor: Executor,
  clientKey: string,
  limit: RateLimit,
  now: number,
): Promise<RateLimitDecision> {
  const window = rateLimitWindow(limit, now);
  // Count first, so the row stays locked (PostgreSQL) or the database written (SQLite) until
  // the decision is made: concurrent attempts are counted exactly.
  const current = await executor
    .insertInto('feedback_rate_limit')
    .values({ client_key: clientKey, window_start: window, hits: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['client_key', 'window_start'])
        .doUpdateSet({ hits: sql<number>`${sql.ref('feedback_rate_limit.hits')} + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  const previous = await executor
    .selectFrom('feedback_rate_limit')
    .select('hits')
    .where('client_key', '=', clientKey)
    .where('window_start', '=', window - 1)
    .executeTakeFirst();
  const decision = slidingDecision(
    limit,
    window,
    now,
    Number(current.hits),
    Number(previous?.hits ?? 0),
  );
  if (!decision.allowed) {
    await executor
      .updateTable('feedback_rate_limit')
      .set({ hits: sql<number>`${sql.ref('hits')} - 1` })
      .where('client_key', '=', clientKey)
      .where('window_start', '=', window)
      .execute();
  }
  return decision;
}

/**
 * Whether a client could make an attempt now, without counting one: the same
 * sliding count as `countAttempt`, read only.
 */
export async function peekAttempt(
  executor: Executor,
  clientKey: string,
  limit: RateLimit,
  now: number,
): Promise<RateLimitDecision> {
  const window = rateLimitWindow(limit, now);
  const rows = await executor
    .selectFrom('feedback_rate_limit')
    .select(['window_start', 'hits'])
    .where('client_key', '=', clientKey)
    .where('window_start', 'in', [window - 1, window])
    .execute();
  const hitsOf = (start: number) =>
    Number(rows.find((row) => Number(row.window_start) === start)?.hits ?? 0);
  return slidingDecision(limit, window, now, hitsOf(window) + 1, hitsOf(window - 1));
}

/**
 * The decision on an attempt from the sliding count: `hits` of this window, the attempt
 * included, plus the previous window's, weighted by how much of it still overlaps the last
 * `windowSeconds`; when refused, the true wait until an attempt would be allowed.
 */
function slidingDecision(
  limit: RateLimit,
  window: number,
  now: number,
  hits: number,
  previousHits: number,
): RateLimitDecision {
  const windowMs = limit.windowSeconds * 1000;
  const attempts = hits + previousHits * (1 - (now - window * windowMs) / windowMs);
  if (attempts <= limit.max + FLOAT_SLACK) {
    return { allowed: true, attempts, retryAfterSeconds: 0 };
  }
  const allowedAt = nextAllowedAt(limit, window, hits - 1, previousHits);
  return {
    allowed: false,
    attempts,
    retryAfterSeconds: Math.max(1, Math.ceil((allowedAt - now) / 1000)),
  };
}

/** Deletes the windows no decision in `window` reads any more: all before the previous one. */
export async function pruneRateLimitWindows(executor: Executor, window: number): Promise<void> {
  await executor
    .deleteFrom('feedback_rate_limit')
    .where('window_start', '<', window - 1)
    .execute();
}
