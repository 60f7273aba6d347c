import { createHash, timingSafeEqual } from 'node:crypto';

export type AdminAuthorization = 'disabled' | 'missing' | 'wrong' | 'granted';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Whether an `Authorization` header grants the reading endpoints: `disabled`
 * without a configured token, `missing` without a bearer token, `wrong` for
 * another token (compared in constant time), `granted` otherwise.
 */
export function authorizeAdmin(
  authorization: string | undefined,
  adminToken: string | null,
): AdminAuthorization {
  if (!adminToken) {
    return 'disabled';
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) {
    return 'missing';
  }
  return timingSafeEqual(digest(match[1]), digest(adminToken)) ? 'granted' : 'wrong';
}
