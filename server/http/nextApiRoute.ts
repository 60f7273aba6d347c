import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextApiHandler } from 'next';
import { getSharedStore } from '../store/sharedStore';
import type { ApiRequest, ApiResponse, ApiContext, BodyRead } from './apiExchange';
import { errorResponse } from './apiExchange';
import { apiConfigFromEnv, type ApiConfig } from './apiConfig';

/**
 * Reads a request body, giving up as soon as it passes `maxBytes` or when it
 * has not all arrived after `timeoutMs`. Reading stops there: the rest is never
 * read (`handleNodeRequest` then closes the connection).
 */
export function readBodyWithLimit(
  stream: IncomingMessage,
  maxBytes: number,
  timeoutMs: number,
): Promise<BodyRead> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (read: BodyRead) => {
      clearTimeout(timer);
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      stream.pause();
      resolve(read);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        chunks.length = 0;
        settle({ ok: false, reason: 'too_large' });
      } else {
        chunks.push(chunk);
      }
    };
    const onEnd = () => settle({ ok: true, body: Buffer.concat(chunks) });
    const onError = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    const timer = setTimeout(() => settle({ ok: false, reason: 'timed_out' }), timeoutMs);
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}

function toApiRequest(request: IncomingMessage): ApiRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) {
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
  }
  return {
    method: request.method ?? 'GET',
    url: request.url ?? '/',
    headers,
    remoteAddress: request.socket.remoteAddress ?? '',
    localPort: request.socket.localPort,
    readBody: (maxBytes, timeoutMs) => readBodyWithLimit(request, maxBytes, timeoutMs),
  };
}

let config: ApiConfig | null = null;

function processContext(): ApiContext {
  config ??= apiConfigFromEnv(process.env);
  return { config, store: getSharedStore };
}

type EndpointHandler = (request: ApiRequest, context: ApiContext) => Promise<ApiResponse>;

/** Runs an endpoint handler (feedback or events) on a Node.js request and writes its answer. */
export async function handleNodeRequest(
  handler: EndpointHandler,
  context: ApiContext | (() => ApiContext),
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  let result: ApiResponse;
  try {
    result = await handler(
      toApiRequest(request),
      typeof context === 'function' ? context() : context,
    );
  } catch (error) {
    console.error(`${request.method} ${request.url} failed:`, error);
    result = errorResponse(500, {
      code: 'internal_error',
      message: 'The server failed to handle the request; the cause is in its log.',
    });
  }
  response.statusCode = result.status;
  for (const [name, value] of Object.entries(result.headers)) {
    response.setHeader(name, value);
  }
  // A refusal sent before the body was read whole (a 413, a 415, a 408, a 403…) must not
  // leave the server reading the rest: say the connection ends, and end it once answered.
  if (result.status >= 400 && !request.complete) {
    response.setHeader('connection', 'close');
    closeWithoutReading(request);
  }
  response.end(result.body);
}

/** How long a refused client has to read its answer before the connection is cut. */
const REFUSAL_LINGER_MS = 1000;

/**
 * Once the answer is sent: no more of the request is read (no CPU spent on a body
 * nobody wants), our side of the connection is ended, and after a short grace the
 * connection is destroyed. Node's own close after `Connection: close` would first read
 * the unread body off the wire, then destroy the socket at once, which resets the
 * connection and can make the client lose the answer it has not read yet.
 */
function closeWithoutReading(request: IncomingMessage): void {
  const socket = request.socket;
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => request.destroy(), REFUSAL_LINGER_MS).unref();
  };
  // Node resumes an unconsumed request to drain it when the answer finishes; after that,
  // stop reading the socket for good.
  request.once('resume', () => setImmediate(() => socket.pause()));
  socket.pause();
}

/**
 * A Next.js API route running an endpoint handler against this process's
 * settings and store. The route must turn Next's body parser off
 * (`export const config = { api: { bodyParser: false } }`): handlers read the
 * body themselves, with a size limit.
 */
export function nextApiRoute(handler: EndpointHandler): NextApiHandler {
  return (request, response) => handleNodeRequest(handler, processContext, request, response);
}
