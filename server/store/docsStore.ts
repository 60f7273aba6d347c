import type { Kysely } from 'kysely';
import type { EventsReport } from '../../src/analytics/eventsContract';
import type { FeedbackRecord, PageFeedbackSummary } from '../../src/feedback/feedbackContract';
import type { EventCount } from '../events/eventCounts';
import type { Database, StoreDialect } from './databaseSchema';
import {
  addEventCounts,
  clicksSince,
  pruneEventCountsBefore,
  pageViewsSince,
  productViewsSince,
  webVitalsSince,
} from './eventCountQueries';
import {
  insertFeedback,
  listFeedback,
  summarizeFeedback,
  type NewFeedback,
} from './feedbackQueries';
import {
  countAttempt,
  peekAttempt,
  pruneRateLimitWindows,
  rateLimitWindow,
  type RateLimit,
  type RateLimitDecision,
} from './rateLimitQueries';
import { serverSecret } from './serverSecretQueries';
import { WriteBatcher } from './writeBatcher';
import { rateLimitKey } from '../http/clientAddress';

export type { NewFeedback } from './feedbackQueries';
export type { RateLimit, RateLimitDecision } from './rateLimitQueries';

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
  /** First day the retention period keeps (`YYYY-MM-DD`): older days are pruned. */
  keepSince: string;
}

export type EventsOutcome = { accepted: true } | { accepted: false; retryAfterSeconds: number };

/** Rate-limit keys of wrong admin tokens: counted apart from submissions. */
const ADMIN_FAILURE_KEY_PREFIX = 'admin-failure:';

/** Rate-limit keys of event batches are their own, so events never use up a reader's feedback. */
const EVENTS_KEY_PREFIX = 'events:';

export class StoreClosedError extends Error {
  constructor() {
    super('The store is closed (the server is shutting down); retry in a moment.');
    this.name = 'StoreClosedError';
  }
}

/**
 * The site's store: reader feedback (`feedbackQueries.ts`), the rate-limit
 * windows of both endpoints (`rateLimitQueries.ts`) and analytics event counts
 * (`eventCountQueries.ts`), the same queries on SQLite and PostgreSQL. Writes
 * arriving together share a transaction; every operation is tracked so
 * `close()` lets running ones finish.
 */
export class DocsStore {
  private readonly running = new Set<Promise<unknown>>();
  private closing: Promise<void> | null = null;
  private prunedWindow = -1;
  private prunedBefore = '';
  private clientKeySecret: Promise<string> | null = null;
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
    return this.track(() => insertFeedback(this.db, feedback, now));
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
            ? { accepted: true, id: await insertFeedback(transaction, feedback, new Date(now)) }
            : { accepted: false, retryAfterSeconds: decision.retryAfterSeconds },
        );
      }
      return written;
    });
    const { limit, now } = batch[batch.length - 1];
    await this.pruneRateLimit(rateLimitWindow(limit, now));
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
    const { limit, now, keepSince } = batch[batch.length - 1];
    await this.pruneRateLimit(rateLimitWindow(limit, now));
    await this.pruneEventCounts(keepSince);
    return outcomes;
  }

  /** Drops the counts of days past the retention period, once a day per process. */
  private async pruneEventCounts(keepSince: string): Promise<void> {
    if (this.prunedBefore === keepSince) {
      return;
    }
    this.prunedBefore = keepSince;
    try {
      await pruneEventCountsBefore(this.db, keepSince);
    } catch (error) {
      // Housekeeping only, as for the rate-limit windows: the next day tries again.
      console.error('Pruning analytics counts past their retention failed:', error);
    }
  }

  /** Page views per page and product, clicks, and web-vitals percentiles per page, since a day. */
  reportEvents(since: string): Promise<Omit<EventsReport, 'days'>> {
    return this.track(async () => {
      const [pages, products, clicks, vitals] = await Promise.all([
        pageViewsSince(this.db, since),
        productViewsSince(this.db, since),
        clicksSince(this.db, since),
        webVitalsSince(this.db, since),
      ]);
      return { since, pages, products, clicks, vitals };
    });
  }

  /** Every stored feedback, oldest first. */
  listFeedback(): Promise<FeedbackRecord[]> {
    return this.track(() => listFeedback(this.db));
  }

  /** Yes, no and comment counts per page, the most "no" first. */
  summarizeFeedback(): Promise<PageFeedbackSummary[]> {
    return this.track(() => summarizeFeedback(this.db));
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
      await this.pruneRateLimit(rateLimitWindow(limit, now));
      return decision;
    });
  }

  /**
   * The key a client's address is counted under: a keyed hash of its network
   * (`rateLimitKey`), with a secret made at first start and kept in the store,
   * so every process and restart counts a client under the same key.
   */
  clientKey(address: string): Promise<string> {
    this.clientKeySecret ??= this.track(() => serverSecret(this.db, 'client_key_hmac')).catch(
      (error: unknown) => {
        this.clientKeySecret = null;
        throw error;
      },
    );
    return this.clientKeySecret.then((secret) => rateLimitKey(address, secret));
  }

  /** Whether a client may try an admin token now (its wrong tokens are within the limit). */
  adminAttemptAllowed(
    clientKey: string,
    limit: RateLimit,
    now: number,
  ): Promise<RateLimitDecision> {
    return this.track(() =>
      peekAttempt(this.db, `${ADMIN_FAILURE_KEY_PREFIX}${clientKey}`, limit, now),
    );
  }

  /** Counts a wrong admin token of a client. */
  recordAdminFailure(clientKey: string, limit: RateLimit, now: number): Promise<RateLimitDecision> {
    return this.recordAttempt(`${ADMIN_FAILURE_KEY_PREFIX}${clientKey}`, limit, now);
  }

  /** Drops windows no decision reads any more, once per window per process. */
  private async pruneRateLimit(window: number): Promise<void> {
    if (this.prunedWindow === window) {
      return;
    }
    this.prunedWindow = window;
    try {
      await pruneRateLimitWindows(this.db, window);
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
