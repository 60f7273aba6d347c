import type { FeedbackExport, FeedbackSummary } from '../feedbackContract';
import { buildFeedbackReport, type PageFeedbackReport } from './feedbackReport';

export type FeedbackReportResult =
  | { kind: 'loaded'; pages: PageFeedbackReport[] }
  | { kind: 'unauthorized' }
  | { kind: 'disabled' }
  | { kind: 'failed' };

/** Reads the summary and every record with the admin token; never throws. */
export async function loadFeedbackReport(token: string): Promise<FeedbackReportResult> {
  const headers = { Authorization: `Bearer ${token}` };
  try {
    const [summary, records] = await Promise.all([
      fetch('/api/feedback/summary', { headers }),
      fetch('/api/feedback/export?format=json', { headers }),
    ]);
    for (const response of [summary, records]) {
      if (response.status === 401) {
        return { kind: 'unauthorized' };
      }
      if (response.status === 404) {
        return { kind: 'disabled' };
      }
      if (!response.ok) {
        return { kind: 'failed' };
      }
    }
    const { pages } = (await summary.json()) as FeedbackSummary;
    const { records: all } = (await records.json()) as FeedbackExport;
    return { kind: 'loaded', pages: buildFeedbackReport(pages, all) };
  } catch {
    return { kind: 'failed' };
  }
}
