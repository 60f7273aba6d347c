import { EVENTS_BODY_MAX_BYTES } from '../../src/analytics/eventsContract';
import {
  errorResponse,
  jsonResponse,
  storeUnavailable,
  type ApiRequest,
  type ApiResponse,
  type ApiContext,
} from '../http/apiExchange';
import { DEFAULT_ANALYTICS_RETENTION_DAYS, DEFAULT_EVENTS_RATE_LIMIT } from '../http/apiConfig';
import { reportStartDay } from './readEventsReport';
import { rateLimited, readJsonPost } from '../http/jsonPostIntake';
import { eventsToCounts, parseEventsBatch } from './eventsBatch';

/**
 * `POST /api/events`: a batch of analytics events. The same intake as
 * feedback (method, same origin, JSON content type, size, UTF-8 JSON), then
 * the batch schema; valid batches count against the client's events limit and
 * add to the day's counts in one transaction. `202 {"accepted": n}`.
 */
export async function submitEvents(request: ApiRequest, context: ApiContext): Promise<ApiResponse> {
  const intake = await readJsonPost(request, context, {
    maxBytes: EVENTS_BODY_MAX_BYTES,
    subject: 'events',
    tooLargeHint: 'send fewer events per batch',
  });
  if (!intake.ok) {
    return intake.response;
  }
  const batch = parseEventsBatch(intake.value);
  if (!batch.ok) {
    return errorResponse(400, {
      code: 'invalid_field',
      field: batch.field,
      message: batch.message,
    });
  }
  const now = context.now?.() ?? Date.now();
  const limit = {
    max: context.config.eventsRateLimit ?? DEFAULT_EVENTS_RATE_LIMIT,
    windowSeconds: context.config.rateLimit.windowSeconds,
  };
  try {
    const store = await context.store();
    const outcome = await store.submitEvents({
      clientKey: await store.clientKey(intake.clientAddress),
      limit,
      counts: eventsToCounts(batch.events, now),
      now,
      keepSince: reportStartDay(
        now,
        context.config.analyticsRetentionDays ?? DEFAULT_ANALYTICS_RETENTION_DAYS,
      ),
    });
    if (!outcome.accepted) {
      return rateLimited('event batches', limit, outcome.retryAfterSeconds);
    }
    return jsonResponse(202, { accepted: batch.events.length });
  } catch (error) {
    return storeUnavailable(error);
  }
}
