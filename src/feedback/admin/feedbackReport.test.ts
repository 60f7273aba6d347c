import { describe, expect, it } from 'vitest';
import type { FeedbackRecord } from '../feedbackContract';
import { buildFeedbackReport } from './feedbackReport';

function record(id: number, pathname: string, comment: string | null): FeedbackRecord {
  return {
    id,
    createdAt: '2025-01-01T00:00:00.000Z',
    pathname,
    section: null,
    rating: 'no',
    comment,
    language: 'en',
    productId: 'x',
    version: '6',
  };
}

describe('buildFeedbackReport', () => {
  it('sorts pages by most "no", then fewest "yes", then pathname', () => {
    const report = buildFeedbackReport(
      [
        { pathname: '/b', yes: 5, no: 1, comments: 0 },
        { pathname: '/a', yes: 0, no: 3, comments: 0 },
        { pathname: '/d', yes: 2, no: 1, comments: 0 },
        { pathname: '/c', yes: 2, no: 1, comments: 0 },
      ],
      [],
    );
    expect(report.map((page) => page.pathname)).toEqual(['/a', '/c', '/d', '/b']);
    expect(report[3].helpfulness).toBeCloseTo(5 / 6);
  });

  it("attaches each page's comments, newest first, leaving out ratings without one", () => {
    const report = buildFeedbackReport(
      [{ pathname: '/a', yes: 0, no: 3, comments: 2 }],
      [record(1, '/a', 'first'), record(2, '/a', null), record(3, '/a', '<b>third</b>')],
    );
    expect(report[0].commented.map((entry) => entry.comment)).toEqual(['<b>third</b>', 'first']);
  });
});
