import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StoreConfigError, storeConfigFromEnv } from './storeConfig';

describe('storeConfigFromEnv', () => {
  it('defaults to an SQLite file under data/', () => {
    expect(storeConfigFromEnv({}, '/srv/docs')).toEqual({
      kind: 'sqlite',
      file: path.resolve('/srv/docs/data/feedback.sqlite'),
    });
  });

  it('takes another SQLite file from FEEDBACK_SQLITE_FILE', () => {
    expect(storeConfigFromEnv({ FEEDBACK_SQLITE_FILE: 'tmp/x.sqlite' }, '/srv/docs')).toEqual({
      kind: 'sqlite',
      file: path.resolve('/srv/docs/tmp/x.sqlite'),
    });
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(storeConfigFromEnv({ DATABASE_URL: 'postgres://u:p@db:5432/docs' })).toEqual({
      kind: 'postgres',
      connectionString: 'postgres://u:p@db:5432/docs',
    });
    expect(storeConfigFromEnv({ DATABASE_URL: 'postgresql://db/docs' }).kind).toBe('postgres');
  });

  it('rejects a DATABASE_URL of another database with an actionable error', () => {
    expect(() => storeConfigFromEnv({ DATABASE_URL: 'mysql://db/docs' })).toThrow(StoreConfigError);
    expect(() => storeConfigFromEnv({ DATABASE_URL: 'mysql://db/docs' })).toThrow(
      /DATABASE_URL must be a PostgreSQL URL .* it starts with "mysql:"/,
    );
  });
});
