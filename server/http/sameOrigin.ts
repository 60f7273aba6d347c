/** Host names that always mean this machine: a page there on the server's own port is this site. */
const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why a request's `Origin` may not post, or null when it may: it must be present
 * and be one of the site's configured origins (`allowedOrigins`: the production
 * host and `FEEDBACK_ALLOWED_ORIGINS`), or this machine on the port the request
 * arrived at (`localPort`, from the socket: a local `npm start`). The request's
 * `Host` header plays no part: a page on another site whose name was made to
 * resolve to this server (DNS rebinding) sends its own name as both Origin and
 * Host. `subject` names what is posted (`feedback`, `events`) in the message.
 */
export function originProblem(
  origin: string | undefined,
  allowedOrigins: readonly string[],
  localPort: number | undefined,
  subject = 'feedback',
): string | null {
  if (!origin) {
    return `The Origin header is missing: only the pages of this site may post ${subject}.`;
  }
  if (origin === 'null') {
    return `The Origin header is "null" (a sandboxed frame or a local file): only the pages of this site may post ${subject}.`;
  }
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return `The Origin header "${origin}" is not an origin: only the pages of this site may post ${subject}.`;
  }
  if (allowedOrigins.includes(parsed.origin)) {
    return null;
  }
  const port = Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80));
  if (
    parsed.protocol === 'http:' &&
    LOOPBACK_HOSTNAMES.has(parsed.hostname) &&
    localPort !== undefined &&
    port === localPort
  ) {
    return null;
  }
  return `Origin ${parsed.origin} may not post ${subject}: only the pages of this site may (set DOCS_PRODUCTION_HOST to the site's host, or add the origin to FEEDBACK_ALLOWED_ORIGINS).`;
}
