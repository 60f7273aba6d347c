import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client's address: the socket's peer, or, behind a trusted reverse proxy,
 * the last `X-Forwarded-For` entry (the one that proxy appended; earlier
 * entries come from the client and can be forged).
 */
export function clientAddress(
  remoteAddress: string,
  forwardedFor: string | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy && forwardedFor) {
    const last = forwardedFor.split(',').at(-1)?.trim();
    if (last && (isIPv4(last) || isIPv6(last))) {
      return last;
    }
  }
  return remoteAddress;
}

function expandIPv6(address: string): string[] {
  const [head, tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes('::')
    ? [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups]
    : headGroups;
  return groups.map((group) => group.padStart(4, '0').toLowerCase());
}

/**
 * The network one client controls: an IPv4 address, or the /64 prefix of an
 * IPv6 address (one host usually owns a whole /64 and can rotate inside it).
 */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) {
    return mapped[1];
  }
  if (isIPv6(address)) {
    return `${expandIPv6(address.replace(/%.*$/, '')).slice(0, 4).join(':')}::/64`;
  }
  return address;
}

/**
 * The key the rate limit counts a client under: an HMAC of its network with a
 * secret of this installation, so the store never holds addresses and its keys
 * cannot be reversed by hashing every address (as a plain hash could, in
 * milliseconds for IPv4).
 */
export function rateLimitKey(address: string, secret: string): string {
  return createHmac('sha256', secret).update(clientNetwork(address)).digest('hex').slice(0, 32);
}
