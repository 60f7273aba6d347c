import { FEEDBACK_BODY_MAX_BYTES } from '../../src/feedback/feedbackContract';
import {
  errorResponse,
  jsonResponse,
  storeUnavailable,
  type ApiRequest,
  type ApiResponse,
  type ApiContext,
} from '../http/apiExchange';
import { parseFeedbackSubmission } from './feedbackSubmission';
import { rateLimited, readJsonPost } from '../http/jsonPostIntake';

/**
 * `POST /api/feedback`. Checks, in order: method, origin, content type, size,
 * JSON (`readJsonPost`), fields; only valid input reaches the store, which
 * counts the client's attempt (429 over the limit) and writes in the same
 * transaction. 201 `{ id }` once durable.
 */
export async function submitFeedback(
  request: ApiRequest,
  context: ApiContext,
): Promise<ApiResponse> {
  const intake = await readJsonPost(request, context, {
    maxBytes: FEEDBACK_BODY_MAX_BYTES,
    subject: 'feedback',
    tooLargeHint: 'shorten the comment',
  });
  if (!intake.ok) {
    return intake.response;
  }
  const submission = parseFeedbackSubmission(intake.value);
  if (!submission.ok) {
    return errorResponse(400, {
      code: 'invalid_field',
      field: submission.field,
      message: submission.message,
    });
  }

  const now = context.now?.() ?? Date.now();
  const { rateLimit } = context.config;
  try {
    const store = await context.store();
    const outcome = await store.submitFeedback({
      clientKey: await store.clientKey(intake.clientAddress),
      limit: rateLimit,
      feedback: submission.feedback,
      now,
    });
    if (!outcome.accepted) {
      return rateLimited('submissions', rateLimit, outcome.retryAfterSeconds);
    }
    return jsonResponse(201, { id: outcome.id });
  } catch (error) {
    return storeUnavailable(error);
  }
}
