import { nextApiRoute, submitFeedback } from '../../../../server/feedback';

// The handler reads the body itself, refusing more than 8 KB.
export const config = { api: { bodyParser: false } };

/** `POST /api/feedback`: see server/feedback/submitFeedback.ts. */
export default nextApiRoute(submitFeedback);
