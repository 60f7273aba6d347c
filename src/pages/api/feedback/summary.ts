import { readFeedbackSummary } from '../../../../server/feedback';
import { nextApiRoute } from '../../../../server/http';

export const config = { api: { bodyParser: false } };

/** `GET /api/feedback/summary` (admin token): see server/feedback/readFeedback.ts. */
export default nextApiRoute(readFeedbackSummary);
