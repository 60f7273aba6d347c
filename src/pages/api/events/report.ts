import { readEventsReport } from '../../../../server/events';
import { nextApiRoute } from '../../../../server/http';

export const config = { api: { bodyParser: false } };

/** `GET /api/events/report` (admin token): see server/events/readEventsReport.ts. */
export default nextApiRoute(readEventsReport);
