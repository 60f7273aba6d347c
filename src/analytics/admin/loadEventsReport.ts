import type { EventsReport } from '../eventsContract';

export type EventsReportResult =
  | { kind: 'loaded'; report: EventsReport }
  | { kind: 'unauthorized' }
  | { kind: 'disabled' }
  | { kind: 'failed' };

/** Reads `GET /api/events/report` with the admin token; never throws. */
export async function loadEventsReport(token: string): Promise<EventsReportResult> {
  try {
    const response = await fetch('/api/events/report', {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (response.status === 401) {
      return { kind: 'unauthorized' };
    }
    if (response.status === 404) {
      return { kind: 'disabled' };
    }
    if (!response.ok) {
      return { kind: 'failed' };
    }
    return { kind: 'loaded', report: (await response.json()) as EventsReport };
  } catch {
    return { kind: 'failed' };
  }
}
