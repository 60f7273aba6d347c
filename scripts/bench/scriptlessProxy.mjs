// A proxy in front of the production server that serves every HTML page with its
// scripts removed: the floor a page's Lighthouse numbers are compared against.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';

/** The HTML with every `<script>` element and script preload removed. */
export function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '');
}

/** Starts the proxy on a free port the system picks; resolves to `{ origin, close }`. */
export async function startScriptlessProxy(target) {
  const server = createServer(async (request, response) => {
    try {
      const upstream = await fetch(new URL(request.url ?? '/', target), {
        headers: { 'accept-encoding': 'identity' },
        redirect: 'manual',
      });
      const type = upstream.headers.get('content-type') ?? '';
      const headers = {};
      for (const name of ['content-type', 'cache-control', 'location']) {
        const value = upstream.headers.get(name);
        if (value) {
          headers[name] = value;
        }
      }
      let body = Buffer.from(await upstream.arrayBuffer());
      if (type.includes('text/html')) {
        body = Buffer.from(stripScripts(body.toString('utf8')));
      }
      // Compressed like the real server's responses, so only the scripts differ.
      if (
        /\bgzip\b/.test(request.headers['accept-encoding'] ?? '') &&
        /text|javascript|json|svg/.test(type)
      ) {
        body = gzipSync(body);
        headers['content-encoding'] = 'gzip';
      }
      response.writeHead(upstream.status, headers);
      response.end(body);
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
