import type { DocsStore } from '../store/docsStore';
import { authorizeAdmin } from './adminAuthorization';
import { DEFAULT_ADMIN_FAILURE_LIMIT } from './apiConfig';
import { clientAddress } from './clientAddress';
import { rateLimited } from './jsonPostIntake';
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
 * configured (the endpoints don't exist), 405 for anything but GET, 429 for a
 * client past its limit of wrong tokens, 401 without the right bearer token;
 * otherwise runs `read` on the store.
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
  const now = context.now?.() ?? Date.now();
  const failureLimit = context.config.adminFailureLimit ?? DEFAULT_ADMIN_FAILURE_LIMIT;
  const address = clientAddress(
    request.remoteAddress,
    request.headers['x-forwarded-for'],
    context.config.trustProxy,
  );
  let store: DocsStore;
  try {
    store = await context.store();
    const clientKey = await store.clientKey(address);
    // A client that sent too many wrong tokens is refused before its token is looked at,
    // so guessing gains nothing until the window slides on.
    const gate = await store.adminAttemptAllowed(clientKey, failureLimit, now);
    if (!gate.allowed) {
      return rateLimited('wrong admin tokens', failureLimit, gate.retryAfterSeconds);
    }
    if (authorization === 'wrong') {
      await store.recordAdminFailure(clientKey, failureLimit, now);
    }
  } catch (error) {
    return storeUnavailable(error);
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
    return await read(store);
  } catch (error) {
    return storeUnavailable(error);
  }
}
