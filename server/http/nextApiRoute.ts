import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextApiHandler } from 'next';
import { getSharedStore } from '../store/sharedStore';
import type { ApiRequest, ApiResponse, ApiContext } from './apiExchange';
import { errorResponse } from './apiExchange';
import { apiConfigFromEnv, type ApiConfig } from './apiConfig';

/** Reads a request body, giving up (null) as soon as it passes `maxBytes`; the rest is drained unread. */
export function readBodyWithLimit(
  stream: IncomingMessage,
  maxBytes: number,
): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        chunks.length = 0;
        resolve(null);
      } else {
        chunks.push(chunk);
      }
    });
    stream.on('end', () => resolve(size > maxBytes ? null : Buffer.concat(chunks)));
    stream.on('error', reject);
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
    readBody: (maxBytes) => readBodyWithLimit(request, maxBytes),
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
  response.end(result.body);
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
