import { errorResponse, type ApiRequest, type ApiResponse } from './apiExchange';

/**
 * Any path under /api/ that names no endpoint, whatever its method: 404 as JSON, like
 * every other API answer. Paths written with percent-escapes (`/api/%66eedback`) land
 * here too, rather than in Next's page routing, which gives up on them with a 500.
 */
export async function unknownApiPath(request: ApiRequest): Promise<ApiResponse> {
  const pathname = request.url.split('?')[0];
  return errorResponse(404, {
    code: 'not_found',
    message: `No endpoint at ${pathname}: the API has /api/feedback, /api/feedback/summary, /api/feedback/export, /api/events and /api/events/report, spelled without percent-escapes.`,
  });
}
