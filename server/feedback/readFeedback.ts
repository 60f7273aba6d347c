import type { FeedbackExport, FeedbackSummary } from '../../src/feedback/feedbackContract';
import { adminRead } from '../http/adminRead';
import {
  errorResponse,
  jsonResponse,
  textResponse,
  type ApiContext,
  type ApiRequest,
  type ApiResponse,
} from '../http/apiExchange';
import { feedbackToCsv } from './feedbackCsv';

/** `GET /api/feedback/summary`: yes, no and comment counts per page, the most "no" first. */
export function readFeedbackSummary(
  request: ApiRequest,
  context: ApiContext,
): Promise<ApiResponse> {
  return adminRead(request, context, async (store) =>
    jsonResponse(200, { pages: await store.summarizeFeedback() } satisfies FeedbackSummary),
  );
}

/** `GET /api/feedback/export?format=csv|json` (json by default): every record, oldest first. */
export function exportFeedback(request: ApiRequest, context: ApiContext): Promise<ApiResponse> {
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
