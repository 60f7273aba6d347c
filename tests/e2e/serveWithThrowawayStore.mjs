// Serves the production site for the browser tests (`node scripts/start.mjs`) with a
// feedback store of its own: a fresh SQLite file in a temporary folder, never ./data,
// removed when the server stops.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const storeDir = path.join(os.tmpdir(), `mui-docs-e2e-store-${process.env.PORT ?? '3123'}`);
rmSync(storeDir, { recursive: true, force: true });
mkdirSync(storeDir, { recursive: true });

const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FEEDBACK_SQLITE_FILE: path.join(storeDir, 'feedback.sqlite') },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => {
  rmSync(storeDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
