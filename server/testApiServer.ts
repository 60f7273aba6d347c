import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readEventsReport } from './events/readEventsReport';
import { submitEvents } from './events/submitEvents';
import type { ApiContext } from './http/apiExchange';
import { handleNodeRequest } from './http/nextApiRoute';
import { unknownApiPath } from './http/unknownApiPath';
import { exportFeedback, readFeedbackSummary } from './feedback/readFeedback';
import { submitFeedback } from './feedback/submitFeedback';

const ROUTES = {
  '/api/feedback': submitFeedback,
  '/api/feedback/summary': readFeedbackSummary,
  '/api/feedback/export': exportFeedback,
  '/api/events': submitEvents,
  '/api/events/report': readEventsReport,
} as const;

export interface TestApiServer {
  origin: string;
  close(): Promise<void>;
}

/** The feedback and events endpoints on a real HTTP server on a free loopback port, for endpoint tests. */
export async function startTestApiServer(context: ApiContext): Promise<TestApiServer> {
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/\/$/, '');
    const handler = ROUTES[pathname as keyof typeof ROUTES] ?? unknownApiPath;
    void handleNodeRequest(handler, context, request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
