import { nextApiRoute, readFeedbackSummary } from '../../../../server/feedback';

export const config = { api: { bodyParser: false } };

/** `GET /api/feedback/summary` (admin token): see server/feedback/readFeedback.ts. */
export default nextApiRoute(readFeedbackSummary);
