// `npm start`: serves the production site on PORT (default 3000), building first when needed.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { ensureBuild, ROOT } from './productionBuild.mjs';

ensureBuild();
const port = process.env.PORT ?? '3000';
// Next runs as a direct child (not through npx), so SIGTERM reaches it at once: it stops
// accepting connections, lets in-flight requests (and their feedback writes) finish, then exits.
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
const server = spawn(process.execPath, [nextBin, 'start', '--port', port], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NEXT_IGNORE_INCORRECT_LOCKFILE: '1', NEXT_TELEMETRY_DISABLED: '1', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
