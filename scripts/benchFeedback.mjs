// `npm run bench:feedback`: a bounded load test of POST /api/feedback against the production
// server on loopback. 2,000 submissions from 50 concurrent clients (each its own address through
// X-Forwarded-For), first paced at 200 requests/s, then as fast as the server answers. Afterwards
// the store must hold exactly the accepted submissions.
//
//   npm run bench:feedback                          SQLite (the default store)
//   npm run bench:feedback -- --backend=sqlite,postgres
//
// BENCH_PORT (default 3291), BENCH_RATE_LIMIT (submissions per client a minute, default 30: each
// client sends 40 per round, so some are refused with 429 and the count check means something).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, ROOT } from './productionBuild.mjs';
import { startPostgresCluster } from './postgresCluster.mjs';

const require = createRequire(import.meta.url);
const PORT = Number(process.env.BENCH_PORT ?? 3291);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TOTAL = 2000;
const CLIENTS = 50;
const RATE_LIMIT = Number(process.env.BENCH_RATE_LIMIT ?? 30);
const ROUNDS = [
  { name: 'paced, 200 req/s', rate: 200 },
  { name: 'unpaced', rate: 0 },
];
const backendArgument = process.argv.find((argument) => argument.startsWith('--backend='));
const BACKENDS = (backendArgument?.split('=')[1] ?? 'sqlite').split(',');

const SUBMISSION = {
  pathname: '/x/react-data-grid',
  rating: 'no',
  comment: 'The editing demo could show how to validate a cell before it is saved.',
  section: 'installation',
  language: 'en',
  productId: 'x-data-grid',
  version: '6.19.1',
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${ORIGIN}/`)).ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`The production server did not answer on ${ORIGIN} within 60 s.`);
}

function startServer(env) {
  const server = spawn(
    process.execPath,
    [require.resolve('next/dist/bin/next'), 'start', '--port', String(PORT)],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        FEEDBACK_TRUST_PROXY: '1',
        FEEDBACK_RATE_LIMIT: String(RATE_LIMIT),
        FEEDBACK_ADMIN_TOKEN: '',
        ...env,
      },
    },
  );
  const exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
  return {
    async stop() {
      server.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) {
        throw new Error(`The server exited with code ${code} on SIGTERM.`);
      }
    },
  };
}

async function submit(client) {
  const started = performance.now();
  const response = await fetch(`${ORIGIN}/api/feedback`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(SUBMISSION),
  });
  const body = await response.json();
  return { status: response.status, id: body.id, ms: performance.now() - started };
}

const percentile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/** One round: CLIENTS clients send TOTAL / CLIENTS submissions each, paced to `rate` req/s (0: unpaced). */
async function runRound(round, roundIndex) {
  const perClient = TOTAL / CLIENTS;
  const interval = round.rate ? (CLIENTS * 1000) / round.rate : 0;
  const results = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const address = `10.${roundIndex + 1}.${Math.floor(client / 256)}.${client % 256}`;
      for (let index = 0; index < perClient; index += 1) {
        if (interval) {
          const due = started + (client * interval) / CLIENTS + index * interval;
          const wait = due - performance.now();
          if (wait > 0) {
            await sleep(wait);
          }
        }
        results.push(await submit(address));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  const count = (status) => results.filter((result) => result.status === status).length;
  return {
    name: round.name,
    requests: results.length,
    accepted: count(201),
    limited: count(429),
    other: results.length - count(201) - count(429),
    ids: results.filter((result) => result.status === 201).map((result) => result.id),
    perSecond: results.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1),
  };
}

async function storedCount(backend) {
  if (backend.kind === 'sqlite') {
    const Database = require('better-sqlite3');
    const database = new Database(backend.file, { readonly: true });
    const { count } = database.prepare('select count(*) as count from feedback').get();
    database.close();
    return count;
  }
  const pg = require('pg');
  const client = new pg.Client({ connectionString: backend.url });
  await client.connect();
  const { rows } = await client.query('select count(*)::int as count from feedback');
  await client.end();
  return rows[0].count;
}

async function prepareBackend(name, dir) {
  if (name === 'sqlite') {
    const file = path.join(dir, 'feedback.sqlite');
    return { kind: 'sqlite', file, env: { FEEDBACK_SQLITE_FILE: file }, async dispose() {} };
  }
  if (name === 'postgres') {
    const cluster = await startPostgresCluster();
    return {
      kind: 'postgres',
      url: cluster.url,
      env: { DATABASE_URL: cluster.url },
      dispose: () => cluster.stop(),
    };
  }
  throw new Error(
    `Unknown backend "${name}": use --backend=sqlite, postgres or both (comma-separated).`,
  );
}

async function benchBackend(name) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mui-docs-bench-feedback-'));
  const backend = await prepareBackend(name, dir);
  const server = startServer(backend.env);
  try {
    await waitForServer();
    // Warm-up: the first request loads the API route and opens the store; then one request per
    // client opens the keep-alive connections the rounds reuse (from addresses of their own, so
    // they don't count against the rounds' limits).
    let warmUpAccepted = (await submit('10.0.0.1')).status === 201 ? 1 : 0;
    const warmUp = await Promise.all(
      Array.from({ length: CLIENTS }, (_, client) => submit(`10.0.1.${client}`)),
    );
    warmUpAccepted += warmUp.filter((result) => result.status === 201).length;
    const rounds = [];
    for (const [index, round] of ROUNDS.entries()) {
      rounds.push(await runRound(round, index));
    }
    await server.stop();
    const accepted = warmUpAccepted + rounds.reduce((sum, round) => sum + round.accepted, 0);
    const ids = rounds.flatMap((round) => round.ids);
    const stored = await storedCount(backend);
    return { name, rounds, accepted, stored, uniqueIds: new Set(ids).size === ids.length };
  } finally {
    await server.stop().catch(() => undefined);
    await backend.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}

ensureBuild();
const reports = [];
for (const name of BACKENDS) {
  reports.push(await benchBackend(name));
}
const ms = (value) => value.toFixed(1);
console.log(
  `\nPOST /api/feedback: ${TOTAL} submissions per round from ${CLIENTS} concurrent clients on loopback, limit ${RATE_LIMIT}/min per client`,
);
// The client and the server share the machine's cores with whatever else runs: say how busy it was.
console.log(
  `${os.cpus().length} cores; load average at the end ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min)\n`,
);
console.log('| store | round | req/s | p50 ms | p99 ms | max ms | 201 | 429 | other |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const report of reports) {
  for (const round of report.rounds) {
    console.log(
      `| ${report.name} | ${round.name} | ${round.perSecond.toFixed(0)} | ${ms(round.p50)} | ${ms(round.p99)} | ${ms(round.max)} | ${round.accepted} | ${round.limited} | ${round.other} |`,
    );
  }
}
let failed = false;
for (const report of reports) {
  const exact = report.stored === report.accepted && report.uniqueIds;
  failed ||= !exact || report.rounds.some((round) => round.other > 0);
  console.log(
    `\n${report.name}: ${report.accepted} accepted (warm-up included), ${report.stored} stored — ${exact ? 'exact' : 'MISMATCH'}`,
  );
}
if (failed) {
  console.error('\nThe store does not hold exactly the accepted submissions, or requests failed.');
  process.exit(1);
}
