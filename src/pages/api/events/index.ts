import { submitEvents } from '../../../../server/events';
import { nextApiRoute } from '../../../../server/http';

// The handler reads the body itself, refusing more than 16 KB.
export const config = { api: { bodyParser: false } };

/** `POST /api/events`: see server/events/submitEvents.ts. */
export default nextApiRoute(submitEvents);
