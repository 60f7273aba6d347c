/**
 * Why a request's `Origin` may not post feedback, or null when it may: it must
 * be present and name the host the request was sent to (or an allowed origin),
 * so other sites can't post into the endpoint from their pages.
 */
export function originProblem(
  origin: string | undefined,
  host: string | undefined,
  allowedOrigins: readonly string[],
): string | null {
  if (!origin) {
    return 'The Origin header is missing: feedback is accepted only from the pages of this site.';
  }
  if (origin === 'null') {
    return 'The Origin header is "null" (a sandboxed frame or a local file): feedback is accepted only from the pages of this site.';
  }
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return `The Origin header "${origin}" is not an origin: feedback is accepted only from the pages of this site.`;
  }
  if ((host && parsed.host === host.toLowerCase()) || allowedOrigins.includes(parsed.origin)) {
    return null;
  }
  return `Origin ${parsed.origin} may not post feedback: it is accepted only from the pages of this site (add the origin to FEEDBACK_ALLOWED_ORIGINS to allow it).`;
}
