import { exportFeedback } from '../../../../server/feedback';
import { nextApiRoute } from '../../../../server/http';

// An export holds every record and may pass Next's 4 MB response warning.
export const config = { api: { bodyParser: false, responseLimit: false } };

/** `GET /api/feedback/export?format=csv|json` (admin token): see server/feedback/readFeedback.ts. */
export default nextApiRoute(exportFeedback);
