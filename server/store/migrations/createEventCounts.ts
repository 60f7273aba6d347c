import type { Kysely, Migration } from 'kysely';

/**
 * 0003: analytics events as counts per day (page views, clicks, user
 * properties, web-vitals histogram buckets). No column can identify a reader.
 */
export function createEventCounts(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('analytics_event_count')
        .addColumn('day', 'text', (column) => column.notNull())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('pathname', 'text', (column) => column.notNull())
        .addColumn('product_id', 'text')
        .addColumn('product_category_id', 'text')
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('bucket', 'integer', (column) => column.notNull())
        .addColumn('count', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('analytics_event_count_pkey', [
          'day',
          'kind',
          'pathname',
          'name',
          'bucket',
        ])
        .execute();
      await db.schema
        .createIndex('analytics_event_count_kind_day_index')
        .on('analytics_event_count')
        .columns(['kind', 'day'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('analytics_event_count').execute();
    },
  };
}
