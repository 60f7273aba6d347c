import type { Kysely, Migration } from 'kysely';

/** 0004: secrets the server makes for itself at first start (the key of client-key hashes). */
export function createServerSecret(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('server_secret')
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('value', 'text', (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('server_secret').execute();
    },
  };
}
