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

/** The most answers submitUntilRefused waits for: a server that is never stopped ends it. */
const MOST_ANSWERS = 5000;

/**
 * A load that is still running whenever the server stops, however fast it answers: `workers`
 * submissions at once, each worker sending its next as soon as the last is answered, until the
 * server refuses or resets a connection. (A fixed batch sent at once can be answered in full by a
 * fast server before the test has even counted the answers it meant to strike after.)
 */
export async function submitUntilRefused(
  origin: string,
  workers: number,
  onAnswered: (answered: number, result: SubmissionResult) => void,
): Promise<SubmissionResult[]> {
  const results: SubmissionResult[] = [];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (results.length < MOST_ANSWERS) {
        let result: SubmissionResult;
        try {
          result = await submitFeedback(origin);
        } catch {
          result = { status: 0, id: undefined };
        }
        results.push(result);
        onAnswered(results.length, result);
        if (result.status === 0) {
          return;
        }
      }
    }),
  );
  return results;
}

/** The ids of the submissions the server acknowledged (201), ascending. */
export function acknowledgedIds(results: readonly SubmissionResult[]): number[] {
  return results
    .filter((result) => result.status === 201)
    .map((result) => result.id!)
    .sort((a, b) => a - b);
}
