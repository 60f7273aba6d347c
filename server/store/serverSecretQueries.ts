import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './databaseSchema';

/**
 * The secret named `name`, made (32 random bytes, hex) and stored the first time
 * it is asked for. Processes starting together each try to insert theirs; the
 * first insert wins and every process reads that one.
 */
export async function serverSecret(db: Kysely<Database>, name: string): Promise<string> {
  await db
    .insertInto('server_secret')
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
