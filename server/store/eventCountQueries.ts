import { sql, type Kysely, type Transaction } from 'kysely';
import type {
  ClickCountRow,
  PageViewsRow,
  ProductViewsRow,
  WebVitalName,
  WebVitalPercentilesRow,
} from '../../src/analytics/eventsContract';
import {
  mergeEventCounts,
  percentileFromHistogram,
  webVitalScale,
  type EventCount,
} from '../events/eventCounts';
import type { Database } from './databaseSchema';

type Executor = Kysely<Database> | Transaction<Database>;

/** Adds counts to the table: one upsert per distinct row, `count = count + n` on conflict. */
export async function addEventCounts(
  executor: Executor,
  counts: readonly EventCount[],
): Promise<void> {
  for (const row of mergeEventCounts(counts)) {
    await executor
      .insertInto('analytics_event_count')
      .values({
        day: row.day,
        kind: row.kind,
        pathname: row.pathname,
        product_id: row.productId,
        product_category_id: row.productCategoryId,
        name: row.name,
        bucket: row.bucket,
        count: row.count,
      })
      .onConflict((conflict) =>
        conflict.columns(['day', 'kind', 'pathname', 'name', 'bucket']).doUpdateSet({
          count: sql<number>`${sql.ref('analytics_event_count.count')} + ${row.count}`,
        }),
      )
      .execute();
  }
}

/** Page views per page since a day (`YYYY-MM-DD`, included), the most viewed first. */
export async function pageViewsSince(db: Executor, since: string): Promise<PageViewsRow[]> {
  const rows = await db
    .selectFrom('analytics_event_count')
    .select(['pathname', 'product_id', sql<number>`cast(sum(count) as integer)`.as('views')])
    .where('kind', '=', 'page_view')
    .where('day', '>=', since)
    .groupBy(['pathname', 'product_id'])
    .execute();
  return rows
    .map((row) => ({ pathname: row.pathname, productId: row.product_id, views: Number(row.views) }))
    .sort((a, b) => b.views - a.views || a.pathname.localeCompare(b.pathname));
}

/** Page views per product since a day, the most viewed first. */
export async function productViewsSince(db: Executor, since: string): Promise<ProductViewsRow[]> {
  const rows = await db
    .selectFrom('analytics_event_count')
    .select([
      'product_id',
      'product_category_id',
      sql<number>`cast(sum(count) as integer)`.as('views'),
    ])
    .where('kind', '=', 'page_view')
    .where('day', '>=', since)
    .groupBy(['product_id', 'product_category_id'])
    .execute();
  return rows
    .map((row) => ({
      productId: row.product_id,
      productCategoryId: row.product_category_id,
      views: Number(row.views),
    }))
    .sort((a, b) => b.views - a.views || (a.productId ?? '').localeCompare(b.productId ?? ''));
}

/** Clicks per page and declared name since a day, the most frequent first. */
export async function clicksSince(db: Executor, since: string): Promise<ClickCountRow[]> {
  const rows = await db
    .selectFrom('analytics_event_count')
    .select(['pathname', 'name', sql<number>`cast(sum(count) as integer)`.as('count')])
    .where('kind', '=', 'click')
    .where('day', '>=', since)
    .groupBy(['pathname', 'name'])
    .execute();
  return rows
    .map((row) => ({ pathname: row.pathname, name: row.name, count: Number(row.count) }))
    .sort(
      (a, b) =>
        b.count - a.count || a.pathname.localeCompare(b.pathname) || a.name.localeCompare(b.name),
    );
}

/** Deletes the counts of days before `keepSince` (`YYYY-MM-DD`): the retention period. */
export async function pruneEventCountsBefore(db: Executor, keepSince: string): Promise<void> {
  await db.deleteFrom('analytics_event_count').where('day', '<', keepSince).execute();
}

/** p50, p75 and p95 of each web vital per page since a day, from the stored histograms. */
export async function webVitalsSince(
  db: Executor,
  since: string,
): Promise<WebVitalPercentilesRow[]> {
  const rows = await db
    .selectFrom('analytics_event_count')
    .select(['pathname', 'name', 'bucket', sql<number>`cast(sum(count) as integer)`.as('count')])
    .where('kind', '=', 'web_vital')
    .where('day', '>=', since)
    .groupBy(['pathname', 'name', 'bucket'])
    .execute();
  const histograms = new Map<string, Array<{ bucket: number; count: number }>>();
  for (const row of rows) {
    const key = JSON.stringify([row.pathname, row.name]);
    const histogram = histograms.get(key) ?? [];
    histogram.push({ bucket: Number(row.bucket), count: Number(row.count) });
    histograms.set(key, histogram);
  }
  return [...histograms.entries()]
    .map(([key, histogram]) => {
      const [pathname, name] = JSON.parse(key) as [string, WebVitalName];
      const scale = webVitalScale(name);
      const at = (p: number) => percentileFromHistogram(histogram, p) / scale;
      return {
        pathname,
        name,
        samples: histogram.reduce((sum, entry) => sum + entry.count, 0),
        p50: at(50),
        p75: at(75),
        p95: at(95),
      };
    })
    .sort((a, b) => a.pathname.localeCompare(b.pathname) || a.name.localeCompare(b.name));
}
