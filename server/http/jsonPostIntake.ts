import {
  errorResponse,
  methodNotAllowed,
  type ApiRequest,
  type ApiResponse,
  type ApiContext,
} from './apiExchange';
import { DEFAULT_BODY_TIMEOUT_MS } from './apiConfig';
import { clientAddress } from './clientAddress';
import { originProblem } from './sameOrigin';

/** What a JSON endpoint of this site takes in, and how its errors name it. */
export interface JsonPostRules {
  /** Largest body read, in bytes. */
  maxBytes: number;
  /** What is posted, in error messages: `feedback`, `events`. */
  subject: string;
  /** What to do about a body over the limit: `shorten the comment`. */
  tooLargeHint: string;
}

export type JsonPostIntake =
  { ok: true; value: unknown; clientAddress: string } | { ok: false; response: ApiResponse };

function isJsonContentType(contentType: string | undefined): boolean {
  const [mediaType, ...parameters] = (contentType ?? '').split(';').map((part) => part.trim());
  if (mediaType.toLowerCase() !== 'application/json') {
    return false;
  }
  return parameters.every((parameter) => {
    const [name, value = ''] = parameter.split('=').map((part) => part.trim().toLowerCase());
    return name !== 'charset' || value.replace(/"/g, '') === 'utf-8';
  });
}

function parseJson(body: Buffer): { ok: true; value: unknown } | { ok: false } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(body);
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * The path (`comment`, `events.0.label`) of the first string in a parsed JSON
 * value, or key, holding a lone surrogate (`"\ud800"` is valid JSON but not
 * Unicode text, and no store can keep it as UTF-8); null when there is none.
 */
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function loneSurrogatePath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') {
    return LONE_SURROGATE.test(value) ? path.join('.') || 'body' : null;
  }
  if (typeof value !== 'object' || value === null) {
    return null;
  }
  for (const [key, entry] of Object.entries(value)) {
    if (LONE_SURROGATE.test(key)) {
      return [...path, key.replace(new RegExp(LONE_SURROGATE, 'g'), '\ufffd')].join('.');
    }
    const found = loneSurrogatePath(entry, [...path, key]);
    if (found) {
      return found;
    }
  }
  return null;
}

function refuse(response: ApiResponse): JsonPostIntake {
  return { ok: false, response };
}

/**
 * The checks every JSON `POST` endpoint of the site makes before looking at
 * its fields, in order: method, same origin, content type, size, UTF-8 JSON.
 * Passes on the parsed value and the client's address (the store turns it into
 * the keyed hash the client is rate-limited under: `DocsStore.clientKey`). `POST /api/feedback` and
 * `POST /api/events` both take their input through here.
 */
export async function readJsonPost(
  request: ApiRequest,
  context: ApiContext,
  rules: JsonPostRules,
): Promise<JsonPostIntake> {
  if (request.method !== 'POST') {
    return refuse(methodNotAllowed('POST'));
  }
  const { config } = context;
  const originError = originProblem(
    request.headers.origin,
    config.allowedOrigins,
    request.localPort,
    rules.subject,
  );
  if (originError) {
    return refuse(
      errorResponse(403, { code: 'forbidden_origin', field: 'Origin', message: originError }),
    );
  }
  if (!isJsonContentType(request.headers['content-type'])) {
    return refuse(
      errorResponse(415, {
        code: 'unsupported_media_type',
        field: 'Content-Type',
        message: `Send the ${rules.subject} as JSON with the header Content-Type: application/json.`,
      }),
    );
  }
  const tooLarge = errorResponse(413, {
    code: 'body_too_large',
    field: 'body',
    message: `The body is larger than ${rules.maxBytes} bytes; ${rules.tooLargeHint}.`,
  });
  if (Number(request.headers['content-length'] ?? 0) > rules.maxBytes) {
    return refuse(tooLarge);
  }
  const timeoutMs = config.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS;
  const read = await request.readBody(rules.maxBytes, timeoutMs);
  if (!read.ok) {
    return refuse(
      read.reason === 'too_large'
        ? tooLarge
        : errorResponse(408, {
            code: 'body_timeout',
            field: 'body',
            message: `The body took longer than ${timeoutMs / 1000} s to arrive; send it at once.`,
          }),
    );
  }
  const json = parseJson(read.body);
  if (!json.ok) {
    return refuse(
      errorResponse(400, {
        code: 'invalid_json',
        field: 'body',
        message: 'The body is not valid UTF-8 JSON; send a JSON object.',
      }),
    );
  }
  const surrogateAt = loneSurrogatePath(json.value);
  if (surrogateAt) {
    return refuse(
      errorResponse(400, {
        code: 'invalid_field',
        field: surrogateAt,
        message: `${surrogateAt} holds a lone surrogate (such as \\ud800), which is not Unicode text: send the text as valid UTF-16, or leave the broken character out.`,
      }),
    );
  }
  const address = clientAddress(
    request.remoteAddress,
    request.headers['x-forwarded-for'],
    config.trustProxy,
  );
  return { ok: true, value: json.value, clientAddress: address };
}

/** 429 for a client over its limit, saying when to try again. */
export function rateLimited(
  subject: string,
  limit: { max: number; windowSeconds: number },
  retryAfterSeconds: number,
): ApiResponse {
  return errorResponse(
    429,
    {
      code: 'rate_limited',
      message: `Too many ${subject} from this client: at most ${limit.max} every ${limit.windowSeconds} s. Try again in ${retryAfterSeconds} s.`,
    },
    { 'retry-after': String(retryAfterSeconds) },
  );
}
