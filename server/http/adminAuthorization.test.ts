import { describe, expect, it } from 'vitest';
import { authorizeAdmin } from './adminAuthorization';

describe('authorizeAdmin', () => {
  it('is disabled without a configured token, whatever the header', () => {
    expect(authorizeAdmin('Bearer anything', null)).toBe('disabled');
  });

  it('needs a bearer token', () => {
    expect(authorizeAdmin(undefined, 'secret-token')).toBe('missing');
    expect(authorizeAdmin('Basic c2VjcmV0', 'secret-token')).toBe('missing');
    expect(authorizeAdmin('Bearer', 'secret-token')).toBe('missing');
  });

  it('grants the configured token only', () => {
    expect(authorizeAdmin('Bearer secret-token', 'secret-token')).toBe('granted');
    expect(authorizeAdmin('bearer secret-token', 'secret-token')).toBe('granted');
    expect(authorizeAdmin('Bearer secret-tokeN', 'secret-token')).toBe('wrong');
    expect(authorizeAdmin('Bearer secret', 'secret-token')).toBe('wrong');
  });
});
