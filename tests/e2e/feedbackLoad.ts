import { VALID_SUBMISSION } from '../../server/feedback/badSubmissions';

/** One submission's outcome: its status (0 when the connection was refused or reset) and id. */
export interface SubmissionResult {
  status: number;
  id: number | undefined;
}

/** Posts one valid feedback submission as the site's own page would. */
export async function submitFeedback(origin: string): Promise<SubmissionResult> {
  const response = await fetch(`${origin}/api/feedback`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(VALID_SUBMISSION),
  });
  return { status: response.status, id: ((await response.json()) as { id?: number }).id };
}

/**
 * `count` submissions at once; `onAnswered` hears each answer (or failure) as it comes, with the
 * number answered so far and the answer, so a test can strike the server mid-load.
 */
export function submitConcurrently(
  origin: string,
  count: number,
  onAnswered: (answered: number, result: SubmissionResult) => void,
): Promise<SubmissionResult[]> {
  let answered = 0;
  return Promise.all(
    Array.from({ length: count }, async () => {
      let result: SubmissionResult;
      try {
        result = await submitFeedback(origin);
      } catch {
        // Refused or reset: the server had stopped accepting connections.
        result = { status: 0, id: undefined };
      }
      answered += 1;
      onAnswered(answered, result);
      return result;
    }),
  );
}

/** The ids of the submissions the server acknowledged (201), ascending. */
export function acknowledgedIds(results: readonly SubmissionResult[]): number[] {
  return results
    .filter((result) => result.status === 201)
    .map((result) => result.id!)
    .sort((a, b) => a - b);
}
