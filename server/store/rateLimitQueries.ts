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
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

type Executor = Kysely<Database> | Transaction<Database>;

/** Index of the rate-limit window a time (ms since the epoch) falls in. */
export function rateLimitWindow(limit: RateLimit, now: number): number {
  return Math.floor(now / (limit.windowSeconds * 1000));
}

/**
 * Counts an attempt of a client in the `feedback_rate_limit` table and says
 * whether it is within the limit, with a sliding window: this window's
 * attempts plus the previous window's, weighted by how much of it still
 * overlaps the last `windowSeconds`.
 */
export async function countAttempt(
  executor: Executor,
  clientKey: string,
  limit: RateLimit,
  now: number,
): Promise<RateLimitDecision> {
  const windowMs = limit.windowSeconds * 1000;
  const window = rateLimitWindow(limit, now);
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
  const overlap = 1 - (now - window * windowMs) / windowMs;
  const attempts = Number(current.hits) + Number(previous?.hits ?? 0) * overlap;
  return {
    allowed: attempts <= limit.max,
    attempts,
    retryAfterSeconds: Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000)),
  };
}

/** Deletes the windows no decision in `window` reads any more: all before the previous one. */
export async function pruneRateLimitWindows(executor: Executor, window: number): Promise<void> {
  await executor
    .deleteFrom('feedback_rate_limit')
    .where('window_start', '<', window - 1)
    .execute();
}
