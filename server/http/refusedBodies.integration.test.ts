import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiConfig } from './apiConfig';
import { startTestApiServer, type TestApiServer } from '../testApiServer';

/** What a raw client saw: the response head, and whether the server closed the connection. */
interface RawExchange {
  head: string;
  /** Bytes of body the client had written when the server closed (or when it gave up waiting). */
  bytesWritten: number;
  closedByServer: boolean;
}

const CONFIG: ApiConfig = {
  adminToken: null,
  rateLimit: { max: 10, windowSeconds: 60 },
  trustProxy: false,
  allowedOrigins: [],
  bodyTimeoutMs: 300,
};

/**
 * Sends a request head, then body bytes from `nextChunk` for as long as the socket takes
 * them (or until `giveUpMs`), and reports the response head and whether the server hung up.
 */
function rawUpload(
  origin: string,
  head: string,
  nextChunk: () => Buffer | null,
  options: { intervalMs: number; giveUpMs: number },
): Promise<RawExchange> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket: Socket = connect(Number(port), hostname);
    let received = '';
    let bytesWritten = 0;
    let finished = false;
    const finish = (closedByServer: boolean) => {
      if (finished) {
        return;
      }
      finished = true;
      clearInterval(pump);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ head: received.split('\r\n\r\n')[0], bytesWritten, closedByServer });
    };
    socket.on('data', (data) => (received += data.toString('latin1')));
    socket.on('close', () => finish(true));
    // A write refused by a reset connection: the close that follows says the server hung up.
    socket.on('error', () => undefined);
    socket.write(head);
    const pump = setInterval(() => {
      const chunk = nextChunk();
      if (chunk && !socket.destroyed && socket.writableLength < 1 << 20) {
        bytesWritten += chunk.length;
        socket.write(chunk);
      }
    }, options.intervalMs);
    const giveUp = setTimeout(() => finish(false), options.giveUpMs);
  });
}

function chunked(data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
}

describe('refused request bodies', () => {
  let server: TestApiServer;

  afterEach(() => server?.close());

  async function start() {
    server = await startTestApiServer({
      config: CONFIG,
      store: () => Promise.reject(new Error('no store: refusals never reach it')),
    });
  }

  function postHead(headers: string): string {
    return `POST /api/feedback HTTP/1.1\r\nHost: ${new URL(server.origin).host}\r\nOrigin: ${server.origin}\r\n${headers}\r\n`;
  }

  const megabyte = Buffer.alloc(1 << 16, 'a');

  it('answers 415 with Connection: close and stops reading an endless chunked upload', async () => {
    await start();
    const exchange = await rawUpload(
      server.origin,
      postHead('Content-Type: text/plain\r\nTransfer-Encoding: chunked\r\n'),
      () => chunked(megabyte),
      { intervalMs: 1, giveUpMs: 3000 },
    );
    expect(exchange.head).toMatch(/^HTTP\/1\.1 415 /);
    expect(exchange.head).toMatch(/\r\nconnection: close\r\n/i);
    expect(exchange.closedByServer).toBe(true);
  });

  it('answers 413 to a declared length over the limit with Connection: close and hangs up', async () => {
    await start();
    const exchange = await rawUpload(
      server.origin,
      postHead('Content-Type: application/json\r\nContent-Length: 1000000000\r\n'),
      () => megabyte,
      { intervalMs: 1, giveUpMs: 3000 },
    );
    expect(exchange.head).toMatch(/^HTTP\/1\.1 413 /);
    expect(exchange.head).toMatch(/\r\nconnection: close\r\n/i);
    expect(exchange.closedByServer).toBe(true);
  });

  it('answers 413 to an endless chunked JSON upload with Connection: close and hangs up', async () => {
    await start();
    const exchange = await rawUpload(
      server.origin,
      postHead('Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n'),
      () => chunked(megabyte),
      { intervalMs: 1, giveUpMs: 3000 },
    );
    expect(exchange.head).toMatch(/^HTTP\/1\.1 413 /);
    expect(exchange.closedByServer).toBe(true);
  });

  it('answers 408 and hangs up on a body sent a byte at a time past the body time limit', async () => {
    await start();
    const started = performance.now();
    const exchange = await rawUpload(
      server.origin,
      postHead('Content-Type: application/json\r\nContent-Length: 200\r\n'),
      () => Buffer.from(' '),
      { intervalMs: 50, giveUpMs: 3000 },
    );
    expect(exchange.head).toMatch(/^HTTP\/1\.1 408 /);
    expect(exchange.head).toMatch(/\r\nconnection: close\r\n/i);
    expect(exchange.closedByServer).toBe(true);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
