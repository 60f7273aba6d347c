import { sql, type Kysely, type Transaction } from 'kysely';
import type {
  FeedbackRating,
  FeedbackRecord,
  PageFeedbackSummary,
} from '../../src/feedback/feedbackContract';
import type { Database } from './databaseSchema';

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

type Executor = Kysely<Database> | Transaction<Database>;

/** Inserts one row into the `feedback` table and returns its id. */
export async function insertFeedback(
  executor: Executor,
  feedback: NewFeedback,
  now: Date,
): Promise<number> {
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

/** Every row of the `feedback` table, oldest first. */
export async function listFeedback(executor: Executor): Promise<FeedbackRecord[]> {
  const rows = await executor.selectFrom('feedback').selectAll().orderBy('id').execute();
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
}

/** Yes, no and comment counts per page, the most "no" first. */
export async function summarizeFeedback(executor: Executor): Promise<PageFeedbackSummary[]> {
  const rows = await executor
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
}
