import type { FeedbackRecord, PageFeedbackSummary } from '../feedbackContract';

/** One page of the admin report: its counts, helpfulness and comments, newest first. */
export interface PageFeedbackReport extends PageFeedbackSummary {
  /** Share of "yes" among the ratings, 0–1. */
  helpfulness: number;
  commented: FeedbackRecord[];
}

/**
 * Joins the summary and the records into the admin report: one entry per
 * page, the most "no" first (then the fewest "yes", then by pathname).
 */
export function buildFeedbackReport(
  summary: readonly PageFeedbackSummary[],
  records: readonly FeedbackRecord[],
): PageFeedbackReport[] {
  const commentsByPage = new Map<string, FeedbackRecord[]>();
  for (const record of records) {
    if (record.comment !== null) {
      const list = commentsByPage.get(record.pathname) ?? [];
      list.push(record);
      commentsByPage.set(record.pathname, list);
    }
  }
  return summary
    .map((page) => ({
      ...page,
      helpfulness: page.yes + page.no === 0 ? 0 : page.yes / (page.yes + page.no),
      commented: (commentsByPage.get(page.pathname) ?? []).sort((a, b) => b.id - a.id),
    }))
    .sort((a, b) => b.no - a.no || a.yes - b.yes || a.pathname.localeCompare(b.pathname));
}
