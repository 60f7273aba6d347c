import { describe, expect, it } from 'vitest';
import { clientAddress, clientNetwork, rateLimitKey } from './clientAddress';

describe('clientAddress', () => {
  it('is the socket peer unless a proxy is trusted', () => {
    expect(clientAddress('10.0.0.1', '203.0.113.9', false)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', undefined, true)).toBe('10.0.0.1');
  });

  it('takes the last X-Forwarded-For entry behind a trusted proxy', () => {
    expect(clientAddress('10.0.0.1', '1.1.1.1, 203.0.113.9', true)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.1', '2001:db8::1', true)).toBe('2001:db8::1');
  });

  it('ignores a forwarded value that is not an address', () => {
    expect(clientAddress('10.0.0.1', 'unknown', true)).toBe('10.0.0.1');
  });
});

describe('clientNetwork', () => {
  it('keeps IPv4 addresses and unwraps IPv4-mapped IPv6 ones', () => {
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });

  it('groups IPv6 addresses by their /64', () => {
    expect(clientNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64');
    expect(clientNetwork('2001:DB8:1:2::ffff')).toBe('2001:0db8:0001:0002::/64');
    expect(clientNetwork('::1')).toBe('0000:0000:0000:0000::/64');
  });
});

describe('rateLimitKey', () => {
  const secret = 'a'.repeat(64);

  it('hashes the network with the secret, never exposing the address', () => {
    const key = rateLimitKey('203.0.113.9', secret);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).not.toContain('203');
    expect(rateLimitKey('2001:db8:1:2::1', secret)).toBe(rateLimitKey('2001:db8:1:2::9', secret));
    expect(rateLimitKey('203.0.113.9', secret)).not.toBe(rateLimitKey('203.0.113.10', secret));
  });

  it('gives other keys under another secret', () => {
    expect(rateLimitKey('203.0.113.9', secret)).not.toBe(
      rateLimitKey('203.0.113.9', 'b'.repeat(64)),
    );
  });
});
