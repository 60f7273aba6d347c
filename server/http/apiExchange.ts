import type { FeedbackErrorBody } from '../../src/feedback/feedbackContract';
import type { DocsStore } from '../store/docsStore';
import type { ApiConfig } from './apiConfig';

/** A request as the endpoint handlers (feedback, events) see it, whatever server runs them. */
export interface ApiRequest {
  method: string;
  /** Path and query string, as in the request line. */
  url: string;
  /** Header values by lower-case name. */
  headers: Readonly<Record<string, string | undefined>>;
  remoteAddress: string;
  /** The port of this server the request arrived at (from the socket, not a header). */
  localPort?: number;
  /**
   * Reads the whole body, giving up when it passes `maxBytes` or is still
   * arriving after `timeoutMs`.
   */
  readBody(maxBytes: number, timeoutMs: number): Promise<BodyRead>;
}

/** A request body as read: whole, or why reading it stopped. */
export type BodyRead =
  { ok: true; body: Buffer } | { ok: false; reason: 'too_large' | 'timed_out' };

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What the handlers need from the process: settings, the store, a clock. */
export interface ApiContext {
  config: ApiConfig;
  /** The store, opened on first use; rejects when it can't be opened. */
  store: () => Promise<DocsStore>;
  now?: () => number;
}

const COMMON_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): ApiResponse {
  return {
    status,
    headers: { ...COMMON_HEADERS, 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}

export function textResponse(
  status: number,
  body: string,
  headers: Record<string, string>,
): ApiResponse {
  return { status, headers: { ...COMMON_HEADERS, ...headers }, body };
}

/** The JSON error every failure answers with: a code, the field at fault, a message saying what to do. */
export function errorResponse(
  status: number,
  error: FeedbackErrorBody['error'],
  headers: Record<string, string> = {},
): ApiResponse {
  return jsonResponse(status, { error } satisfies FeedbackErrorBody, headers);
}

export function methodNotAllowed(allowed: string): ApiResponse {
  return errorResponse(
    405,
    { code: 'method_not_allowed', message: `Use ${allowed} on this endpoint.` },
    { allow: allowed },
  );
}

/** 503 for a store that can't be opened or written; the cause goes to the server log only. */
export function storeUnavailable(error: unknown): ApiResponse {
  console.error('Store unavailable:', error);
  return errorResponse(
    503,
    {
      code: 'store_unavailable',
      message: 'Feedback cannot be stored or read right now; try again in a moment.',
    },
    { 'retry-after': '5' },
  );
}
