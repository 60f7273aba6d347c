/**
 * Why a request's `Origin` may not post feedback, or null when it may: it must
 * be present and name the host the request was sent to (or an allowed origin),
 * so other sites can't post into the endpoint from their pages. `subject` names
 * what is posted (`feedback`, `events`) in the message.
 */
export function originProblem(
  origin: string | undefined,
  host: string | undefined,
  allowedOrigins: readonly string[],
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
  if ((host && parsed.host === host.toLowerCase()) || allowedOrigins.includes(parsed.origin)) {
    return null;
  }
  return `Origin ${parsed.origin} may not post ${subject}: only the pages of this site may (add the origin to FEEDBACK_ALLOWED_ORIGINS to allow it).`;
}
