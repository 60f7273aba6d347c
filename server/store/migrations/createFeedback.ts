import { sql, type Kysely, type Migration } from 'kysely';
import type { StoreDialect } from '../databaseSchema';

/** 0001: the feedback table and the indexes the summary and export read through. */
export function createFeedback(dialect: StoreDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('feedback')
        .addColumn('id', 'integer', (column) =>
          dialect === 'postgres'
            ? column.primaryKey().generatedAlwaysAsIdentity()
            : column.primaryKey().autoIncrement(),
        )
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('pathname', 'text', (column) => column.notNull())
        .addColumn('section', 'text')
        .addColumn('rating', 'text', (column) => column.notNull())
        .addColumn('comment', 'text')
        .addColumn('language', 'text', (column) => column.notNull())
        .addColumn('product_id', 'text', (column) => column.notNull())
        .addColumn('version', 'text', (column) => column.notNull())
        .addCheckConstraint('feedback_rating_check', sql`rating in ('yes', 'no')`)
        .execute();
      await db.schema
        .createIndex('feedback_pathname_index')
        .on('feedback')
        .column('pathname')
        .execute();
      await db.schema
        .createIndex('feedback_created_at_index')
        .on('feedback')
        .column('created_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('feedback').execute();
    },
  };
}
