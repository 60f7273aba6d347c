import { EVENTS_REPORT_DAYS, type EventsReport } from '../../src/analytics/eventsContract';
import {
  jsonResponse,
  type ApiRequest,
  type ApiResponse,
  type ApiContext,
} from '../http/apiExchange';
import { adminRead } from '../http/adminRead';
import { dayOf } from './eventsBatch';

/** The first day of a report of `days` days ending today (UTC). */
export function reportStartDay(now: number, days: number = EVENTS_REPORT_DAYS): string {
  return dayOf(now - (days - 1) * 24 * 60 * 60 * 1000);
}

/**
 * `GET /api/events/report` (the feedback admin token): page views per page and
 * per product over the last 30 days, and web-vitals percentiles per page.
 */
export function readEventsReport(request: ApiRequest, context: ApiContext): Promise<ApiResponse> {
  return adminRead(request, context, async (store) => {
    const now = context.now?.() ?? Date.now();
    const report = await store.reportEvents(reportStartDay(now));
    return jsonResponse(200, { days: EVENTS_REPORT_DAYS, ...report } satisfies EventsReport);
  });
}
