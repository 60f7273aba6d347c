import type { Kysely, Migration } from 'kysely';

/** 0002: per-client submission counts, so the rate limit holds across restarts and processes. */
export function createRateLimit(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('feedback_rate_limit')
        .addColumn('client_key', 'text', (column) => column.notNull())
        .addColumn('window_start', 'integer', (column) => column.notNull())
        .addColumn('hits', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('feedback_rate_limit_pkey', ['client_key', 'window_start'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('feedback_rate_limit').execute();
    },
  };
}
