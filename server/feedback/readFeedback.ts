import type { FeedbackExport, FeedbackSummary } from '../../src/feedback/feedbackContract';
import type { FeedbackStore } from '../store/feedbackStore';
import { authorizeAdmin } from './adminAuthorization';
import {
  errorResponse,
  jsonResponse,
  methodNotAllowed,
  storeUnavailable,
  textResponse,
  type ApiRequest,
  type ApiResponse,
  type FeedbackApiContext,
} from './apiExchange';
import { feedbackToCsv } from './feedbackCsv';

/**
 * Gatekeeping shared by the reading endpoints: 404 while no admin token is
 * configured (the endpoints don't exist), 405 for anything but GET, 401 without
 * the right bearer token; otherwise runs `read` on the store.
 */
export async function adminRead(
  request: ApiRequest,
  context: FeedbackApiContext,
  read: (store: FeedbackStore) => Promise<ApiResponse>,
): Promise<ApiResponse> {
  const authorization = authorizeAdmin(request.headers.authorization, context.config.adminToken);
  if (authorization === 'disabled') {
    return errorResponse(404, {
      code: 'not_found',
      message: 'Reading feedback is disabled: set FEEDBACK_ADMIN_TOKEN on the server to enable it.',
    });
  }
  if (request.method !== 'GET') {
    return methodNotAllowed('GET');
  }
  if (authorization !== 'granted') {
    return errorResponse(
      401,
      {
        code: 'unauthorized',
        field: 'Authorization',
        message:
          authorization === 'missing'
            ? 'Send the admin token as Authorization: Bearer <FEEDBACK_ADMIN_TOKEN>.'
            : 'The admin token is wrong; use the value of FEEDBACK_ADMIN_TOKEN.',
      },
      {
        'www-authenticate':
          authorization === 'missing' ? 'Bearer realm="feedback"' : 'Bearer error="invalid_token"',
      },
    );
  }
  try {
    return await read(await context.store());
  } catch (error) {
    return storeUnavailable(error);
  }
}

/** `GET /api/feedback/summary`: yes, no and comment counts per page, the most "no" first. */
export function readFeedbackSummary(
  request: ApiRequest,
  context: FeedbackApiContext,
): Promise<ApiResponse> {
  return adminRead(request, context, async (store) =>
    jsonResponse(200, { pages: await store.summarizeFeedback() } satisfies FeedbackSummary),
  );
}

/** `GET /api/feedback/export?format=csv|json` (json by default): every record, oldest first. */
export function exportFeedback(
  request: ApiRequest,
  context: FeedbackApiContext,
): Promise<ApiResponse> {
  const format = new URL(request.url, 'http://localhost').searchParams.get('format') ?? 'json';
  return adminRead(request, context, async (store) => {
    if (format !== 'json' && format !== 'csv') {
      return errorResponse(400, {
        code: 'invalid_field',
        field: 'format',
        message: `format must be "csv" or "json", not "${format}".`,
      });
    }
    const records = await store.listFeedback();
    const attachment = { 'content-disposition': `attachment; filename="feedback.${format}"` };
    return format === 'csv'
      ? textResponse(200, feedbackToCsv(records), {
          'content-type': 'text/csv; charset=utf-8',
          ...attachment,
        })
      : jsonResponse(200, { records } satisfies FeedbackExport, attachment);
  });
}
