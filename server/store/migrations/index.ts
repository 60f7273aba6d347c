import type { Migration } from 'kysely';
import type { StoreDialect } from '../databaseSchema';
import { createEventCounts } from './createEventCounts';
import { createFeedback } from './createFeedback';
import { createRateLimit } from './createRateLimit';
import { createServerSecret } from './createServerSecret';

/**
 * Every schema version, oldest first. The key is the version: the migrator
 * runs them in key order and records each in `kysely_migration`. Never edit a
 * released migration; add the next number.
 */
export function storeMigrations(dialect: StoreDialect): Record<string, Migration> {
  return {
    '0001_create_feedback': createFeedback(dialect),
    '0002_create_feedback_rate_limit': createRateLimit(),
    '0003_create_analytics_event_count': createEventCounts(),
    '0004_create_server_secret': createServerSecret(),
  };
}
