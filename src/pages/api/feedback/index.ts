import { submitFeedback } from '../../../../server/feedback';
import { nextApiRoute } from '../../../../server/http';

// The handler reads the body itself, refusing more than 8 KB.
export const config = { api: { bodyParser: false } };

/** `POST /api/feedback`: see server/feedback/submitFeedback.ts. */
export default nextApiRoute(submitFeedback);
