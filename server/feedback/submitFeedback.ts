import { FEEDBACK_BODY_MAX_BYTES } from '../../src/feedback/feedbackContract';
import {
  errorResponse,
  jsonResponse,
  methodNotAllowed,
  storeUnavailable,
  type ApiRequest,
  type ApiResponse,
  type FeedbackApiContext,
} from './apiExchange';
import { clientAddress, rateLimitKey } from './clientAddress';
import { parseFeedbackSubmission } from './feedbackSubmission';
import { originProblem } from './sameOrigin';

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

function bodyTooLarge(): ApiResponse {
  return errorResponse(413, {
    code: 'body_too_large',
    field: 'body',
    message: `The body is larger than ${FEEDBACK_BODY_MAX_BYTES} bytes; shorten the comment.`,
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
 * `POST /api/feedback`. Checks, in order: method, origin, content type, size,
 * JSON, fields; only valid input reaches the store, which counts the client's
 * attempt (429 over the limit) and writes in the same transaction. 201 `{ id }`
 * once durable.
 */
export async function submitFeedback(
  request: ApiRequest,
  context: FeedbackApiContext,
): Promise<ApiResponse> {
  if (request.method !== 'POST') {
    return methodNotAllowed('POST');
  }
  const { config } = context;
  const originError = originProblem(
    request.headers.origin,
    request.headers.host,
    config.allowedOrigins,
  );
  if (originError) {
    return errorResponse(403, { code: 'forbidden_origin', field: 'Origin', message: originError });
  }
  if (!isJsonContentType(request.headers['content-type'])) {
    return errorResponse(415, {
      code: 'unsupported_media_type',
      field: 'Content-Type',
      message: 'Send the feedback as JSON with the header Content-Type: application/json.',
    });
  }
  const declaredLength = Number(request.headers['content-length'] ?? 0);
  if (declaredLength > FEEDBACK_BODY_MAX_BYTES) {
    return bodyTooLarge();
  }
  const body = await request.readBody(FEEDBACK_BODY_MAX_BYTES);
  if (body === null) {
    return bodyTooLarge();
  }
  const json = parseJson(body);
  if (!json.ok) {
    return errorResponse(400, {
      code: 'invalid_json',
      field: 'body',
      message: 'The body is not valid UTF-8 JSON; send a JSON object.',
    });
  }
  const submission = parseFeedbackSubmission(json.value);
  if (!submission.ok) {
    return errorResponse(400, {
      code: 'invalid_field',
      field: submission.field,
      message: submission.message,
    });
  }

  const now = context.now?.() ?? Date.now();
  try {
    const store = await context.store();
    const address = clientAddress(
      request.remoteAddress,
      request.headers['x-forwarded-for'],
      config.trustProxy,
    );
    const outcome = await store.submitFeedback({
      clientKey: rateLimitKey(address),
      limit: config.rateLimit,
      feedback: submission.feedback,
      now,
    });
    if (!outcome.accepted) {
      const { max, windowSeconds } = config.rateLimit;
      return errorResponse(
        429,
        {
          code: 'rate_limited',
          message: `Too many submissions from this client: at most ${max} every ${windowSeconds} s. Try again in ${outcome.retryAfterSeconds} s.`,
        },
        { 'retry-after': String(outcome.retryAfterSeconds) },
      );
    }
    return jsonResponse(201, { id: outcome.id });
  } catch (error) {
    return storeUnavailable(error);
  }
}
