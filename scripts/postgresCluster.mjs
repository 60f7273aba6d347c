// A throwaway PostgreSQL cluster on a free local port, for tests and benchmarks:
// initdb into a temporary folder, start it with pg_ctl, and remove it all on stop.
// PostgreSQL refuses to run as root, so under root the commands run as the
// `postgres` system user (Debian's postgresql package creates it).
import { execFileSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export class PostgresClusterError extends Error {
  constructor(message) {
    super(message);
    this.name = 'PostgresClusterError';
  }
}

/** The folder holding initdb and pg_ctl: PG_BIN, or the newest /usr/lib/postgresql/<major>/bin. */
export function findPostgresBin(env = process.env) {
  if (env.PG_BIN) {
    return env.PG_BIN;
  }
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((major) => existsSync(path.join(root, major, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors.length === 0) {
    throw new PostgresClusterError(
      'No PostgreSQL server found (looked for /usr/lib/postgresql/*/bin/initdb): install it with `apt-get install postgresql`, or set PG_BIN to the folder holding initdb and pg_ctl.',
    );
  }
  return path.join(root, majors[0], 'bin');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function postgresUser() {
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new PostgresClusterError(
      "Running as root, but there is no `postgres` system user to run PostgreSQL as: install Debian's postgresql package (`apt-get install postgresql`), or run the tests as a regular user.",
    );
  }
}

const PREFIX = 'mui-docs-pg-';
const OWNER_FILE = 'owner.pid';

function runner(bin, asRoot, cwd) {
  return (tool, args) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    try {
      execFileSync(command, fullArgs, { stdio: 'pipe', cwd });
    } catch (error) {
      const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
      throw new PostgresClusterError(`${tool} ${args[0] ?? ''} failed: ${output || error.message}`);
    }
  };
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Stops and deletes clusters left behind by runs that were killed before
 * their teardown (their owner process is gone).
 */
function removeStaleClusters(bin, asRoot) {
  const tmp = os.tmpdir();
  for (const name of readdirSync(tmp).filter((entry) => entry.startsWith(PREFIX))) {
    const dir = path.join(tmp, name);
    const ownerFile = path.join(dir, OWNER_FILE);
    const owner = existsSync(ownerFile) ? Number(readFileSync(ownerFile, 'utf8')) : NaN;
    if (Number.isInteger(owner) && isAlive(owner)) {
      continue;
    }
    try {
      runner(bin, asRoot, tmp)('pg_ctl', ['stop', '-D', path.join(dir, 'data'), '-m', 'immediate']);
    } catch {
      // Not running (or never started): only the files are left.
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts a cluster and resolves with its superuser URL and a `stop()` that
 * shuts it down and deletes its files.
 */
export async function startPostgresCluster() {
  const bin = findPostgresBin();
  const asRoot = process.getuid?.() === 0;
  removeStaleClusters(bin, asRoot);
  const dir = mkdtempSync(path.join(os.tmpdir(), PREFIX));
  writeFileSync(path.join(dir, OWNER_FILE), String(process.pid));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  const run = runner(bin, asRoot, dir);
  const port = await freePort();
  try {
    run('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-sync',
    ]);
    run('pg_ctl', [
      'start',
      '-D',
      dataDir,
      '-l',
      logFile,
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      if (stopped) {
        return;
      }
      stopped = true;
      try {
        run('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
