import type { DocsStore } from '../store/docsStore';
import { authorizeAdmin } from './adminAuthorization';
import {
  errorResponse,
  methodNotAllowed,
  storeUnavailable,
  type ApiContext,
  type ApiRequest,
  type ApiResponse,
} from './apiExchange';

/**
 * Gatekeeping shared by the reading endpoints: 404 while no admin token is
 * configured (the endpoints don't exist), 405 for anything but GET, 401 without
 * the right bearer token; otherwise runs `read` on the store.
 */
export async function adminRead(
  request: ApiRequest,
  context: ApiContext,
  read: (store: DocsStore) => Promise<ApiResponse>,
): Promise<ApiResponse> {
  const authorization = authorizeAdmin(request.headers.authorization, context.config.adminToken);
  if (authorization === 'disabled') {
    return errorResponse(404, {
      code: 'not_found',
      message: 'Reading feedback is disabled: set FEEDBACK_ADMIN_TOKEN on the server to enable it.',
    });
  }
  if (request.method !== 'GET') {
    return methodNotAllowed('GET');
  }
  if (authorization !== 'granted') {
    return errorResponse(
      401,
      {
        code: 'unauthorized',
        field: 'Authorization',
        message:
          authorization === 'missing'
            ? 'Send the admin token as Authorization: Bearer <FEEDBACK_ADMIN_TOKEN>.'
            : 'The admin token is wrong; use the value of FEEDBACK_ADMIN_TOKEN.',
      },
      {
        'www-authenticate':
          authorization === 'missing' ? 'Bearer realm="feedback"' : 'Bearer error="invalid_token"',
      },
    );
  }
  try {
    return await read(await context.store());
  } catch (error) {
    return storeUnavailable(error);
  }
}
