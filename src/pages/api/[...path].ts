import { nextApiRoute, unknownApiPath } from '../../../server/http';

export const config = { api: { bodyParser: false } };

/** Every other path under /api/, percent-escaped spellings of the endpoints included: a JSON 404. */
export default nextApiRoute(unknownApiPath);
