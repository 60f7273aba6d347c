import { sql, type Kysely, type Transaction } from 'kysely';
import type {
  FeedbackRating,
  FeedbackRecord,
  PageFeedbackSummary,
} from '../../src/feedback/feedbackContract';
import type { EventsReport } from '../../src/analytics/eventsContract';
import type { EventCount } from '../events/eventCounts';
import type { Database, StoreDialect } from './databaseSchema';
import {
  addEventCounts,
  pageViewsSince,
  productViewsSince,
  webVitalsSince,
} from './eventCountQueries';
import { WriteBatcher } from './writeBatcher';

/** A submission as the store writes it: already validated and cleaned. */
export interface NewFeedback {
  pathname: string;
  rating: FeedbackRating;
  comment: string | null;
  section: string | null;
  language: string;
  productId: string;
  version: string;
}

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

/** One submission as the endpoint hands it to the store: who sent it, under which limit, what. */
export interface Submission {
  clientKey: string;
  limit: RateLimit;
  feedback: NewFeedback;
  /** Time of the request, in ms since the epoch. */
  now: number;
}

export type SubmissionOutcome =
  { accepted: true; id: number } | { accepted: false; retryAfterSeconds: number };

/** A batch of analytics events as the endpoint hands it to the store, already counted. */
export interface EventsSubmission {
  clientKey: string;
  limit: RateLimit;
  counts: EventCount[];
  now: number;
}

export type EventsOutcome = { accepted: true } | { accepted: false; retryAfterSeconds: number };

/** Rate-limit keys of event batches are their own, so events never use up a reader's feedback. */
const EVENTS_KEY_PREFIX = 'events:';

type Executor = Kysely<Database> | Transaction<Database>;

async function insertRow(executor: Executor, feedback: NewFeedback, now: Date): Promise<number> {
  const row = await executor
    .insertInto('feedback')
    .values({
      created_at: now.toISOString(),
      pathname: feedback.pathname,
      section: feedback.section,
      rating: feedback.rating,
      comment: feedback.comment,
      language: feedback.language,
      product_id: feedback.productId,
      version: feedback.version,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Counts an attempt of a client and says whether it is within the limit,
 * with a sliding window: this window's attempts plus the previous window's,
 * weighted by how much of it still overlaps the last `windowSeconds`.
 */
async function countAttempt(
  executor: Executor,
  clientKey: string,
  limit: RateLimit,
  now: number,
): Promise<RateLimitDecision> {
  const windowMs = limit.windowSeconds * 1000;
  const window = Math.floor(now / windowMs);
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

export class StoreClosedError extends Error {
  constructor() {
    super('The feedback store is closed (the server is shutting down); retry in a moment.');
    this.name = 'StoreClosedError';
  }
}

/**
 * The one data-access module of feedback and analytics events: the same
 * queries on SQLite and PostgreSQL. Every operation is tracked so `close()` lets running ones finish.
 */
export class FeedbackStore {
  private readonly running = new Set<Promise<unknown>>();
  private closing: Promise<void> | null = null;
  private prunedWindow = -1;
  private readonly submissions = new WriteBatcher((batch: Submission[]) =>
    this.writeSubmissions(batch),
  );
  private readonly eventBatches = new WriteBatcher((batch: EventsSubmission[]) =>
    this.writeEventBatches(batch),
  );

  constructor(
    readonly db: Kysely<Database>,
    readonly dialect: StoreDialect,
  ) {}

  private track<T>(operation: () => Promise<T>): Promise<T> {
    if (this.closing) {
      return Promise.reject(new StoreClosedError());
    }
    const promise = operation();
    this.running.add(promise);
    const forget = () => this.running.delete(promise);
    promise.then(forget, forget);
    return promise;
  }

  /** Writes one feedback and resolves with its id once the commit is durable. */
  insertFeedback(feedback: NewFeedback, now: Date = new Date()): Promise<number> {
    return this.track(() => insertRow(this.db, feedback, now));
  }

  /**
   * The endpoint's write: counts the client's attempt and, within the limit,
   * stores the feedback, resolving once that is durable. Submissions arriving
   * together share one transaction (group commit), written first in first out.
   */
  submitFeedback(submission: Submission): Promise<SubmissionOutcome> {
    return this.track(() => this.submissions.add(submission));
  }

  private async writeSubmissions(batch: Submission[]): Promise<SubmissionOutcome[]> {
    const outcomes = await this.db.transaction().execute(async (transaction) => {
      const written: SubmissionOutcome[] = [];
      for (const { clientKey, limit, feedback, now } of batch) {
        const decision = await countAttempt(transaction, clientKey, limit, now);
        written.push(
          decision.allowed
            ? { accepted: true, id: await insertRow(transaction, feedback, new Date(now)) }
            : { accepted: false, retryAfterSeconds: decision.retryAfterSeconds },
        );
      }
      return written;
    });
    const { limit, now } = batch[batch.length - 1];
    await this.pruneRateLimit(Math.floor(now / (limit.windowSeconds * 1000)));
    return outcomes;
  }

  /**
   * The events endpoint's write: counts the client's attempt and, within the
   * limit, adds the batch's counts; batches arriving together share one
   * transaction, as feedback submissions do.
   */
  submitEvents(submission: EventsSubmission): Promise<EventsOutcome> {
    return this.track(() => this.eventBatches.add(submission));
  }

  private async writeEventBatches(batch: EventsSubmission[]): Promise<EventsOutcome[]> {
    const outcomes = await this.db.transaction().execute(async (transaction) => {
      const written: EventsOutcome[] = [];
      for (const { clientKey, limit, counts, now } of batch) {
        const key = `${EVENTS_KEY_PREFIX}${clientKey}`;
        const decision = await countAttempt(transaction, key, limit, now);
        if (decision.allowed) {
          await addEventCounts(transaction, counts);
          written.push({ accepted: true });
        } else {
          written.push({ accepted: false, retryAfterSeconds: decision.retryAfterSeconds });
        }
      }
      return written;
    });
    const { limit, now } = batch[batch.length - 1];
    await this.pruneRateLimit(Math.floor(now / (limit.windowSeconds * 1000)));
    return outcomes;
  }

  /** Page views per page and product, and web-vitals percentiles per page, since a day. */
  reportEvents(since: string): Promise<Omit<EventsReport, 'days'>> {
    return this.track(async () => {
      const [pages, products, vitals] = await Promise.all([
        pageViewsSince(this.db, since),
        productViewsSince(this.db, since),
        webVitalsSince(this.db, since),
      ]);
      return { since, pages, products, vitals };
    });
  }

  /** Every stored feedback, oldest first. */
  listFeedback(): Promise<FeedbackRecord[]> {
    return this.track(async () => {
      const rows = await this.db.selectFrom('feedback').selectAll().orderBy('id').execute();
      return rows.map((row) => ({
        id: Number(row.id),
        createdAt: row.created_at,
        pathname: row.pathname,
        section: row.section,
        rating: row.rating,
        comment: row.comment,
        language: row.language,
        productId: row.product_id,
        version: row.version,
      }));
    });
  }

  /** Yes, no and comment counts per page, the most "no" first. */
  summarizeFeedback(): Promise<PageFeedbackSummary[]> {
    return this.track(async () => {
      const rows = await this.db
        .selectFrom('feedback')
        .select((eb) => [
          'pathname',
          sql<number>`cast(sum(case when ${eb.ref('rating')} = 'yes' then 1 else 0 end) as integer)`.as(
            'yes',
          ),
          sql<number>`cast(sum(case when ${eb.ref('rating')} = 'no' then 1 else 0 end) as integer)`.as(
            'no',
          ),
          sql<number>`cast(count(${eb.ref('comment')}) as integer)`.as('comments'),
        ])
        .groupBy('pathname')
        .execute();
      return rows
        .map((row) => ({
          pathname: row.pathname,
          yes: Number(row.yes),
          no: Number(row.no),
          comments: Number(row.comments),
        }))
        .sort((a, b) => b.no - a.no || a.yes - b.yes || a.pathname.localeCompare(b.pathname));
    });
  }

  /**
   * Counts an attempt of a client and says whether it is within the limit
   * (see `countAttempt`). The counts live in the store, so the limit holds
   * across restarts and processes.
   */
  recordAttempt(
    clientKey: string,
    limit: RateLimit,
    now: number = Date.now(),
  ): Promise<RateLimitDecision> {
    return this.track(async () => {
      const decision = await countAttempt(this.db, clientKey, limit, now);
      await this.pruneRateLimit(Math.floor(now / (limit.windowSeconds * 1000)));
      return decision;
    });
  }

  /** Drops windows no decision reads any more, once per window per process. */
  private async pruneRateLimit(window: number): Promise<void> {
    if (this.prunedWindow === window) {
      return;
    }
    this.prunedWindow = window;
    try {
      await this.db
        .deleteFrom('feedback_rate_limit')
        .where('window_start', '<', window - 1)
        .execute();
    } catch (error) {
      // Housekeeping only: the writes before it are committed and must be answered as such.
      // The next window tries again.
      console.error('Pruning old rate-limit windows failed:', error);
    }
  }

  /** Stops taking operations, lets the running ones finish, then closes the connection(s). */
  close(): Promise<void> {
    this.closing ??= (async () => {
      await Promise.allSettled([...this.running]);
      await this.db.destroy();
    })();
    return this.closing;
  }
}
