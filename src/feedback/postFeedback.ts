import type { FeedbackCreated, FeedbackSubmission } from './feedbackContract';

export type PostFeedbackResult = { ok: true; id: number } | { ok: false; status: number | null };

/**
 * Sends a submission to `POST /api/feedback`. Never throws: a network error
 * gives `status: null`, any answer but 201 its status.
 */
export async function postFeedback(submission: FeedbackSubmission): Promise<PostFeedbackResult> {
  try {
    const response = await fetch('/api/feedback', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(submission),
    });
    if (response.status !== 201) {
      return { ok: false, status: response.status };
    }
    const { id } = (await response.json()) as FeedbackCreated;
    return { ok: true, id };
  } catch {
    return { ok: false, status: null };
  }
}
