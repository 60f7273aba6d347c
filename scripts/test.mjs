// `npm test`: every check and every suite, in the least time this 2-core machine allows.
//
// The production build the browser tests need takes about ten minutes and keeps about one core
// busy (webpack's compilation and Next's page rendering run mostly on one thread), while the
// type check, the lint and the Vitest suites need about six minutes of their own. Run one after
// the other, they leave a core idle for most of the build; here the build starts in the
// background as soon as `generate` has written what both need, the checks run meanwhile, and the
// browser tests start on the finished build (Playwright's web server finds it current and serves
// it). Any failure stops everything with that step's status.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hasCurrentBuild, ROOT } from './productionBuild.mjs';

const BUILD_LOG = path.join(ROOT, 'test-results', 'production-build.log');
const NPX = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The host the test build registers its service worker on: playwright.config.ts sets the same. */
const testBuildEnv = () => ({ ...process.env, DOCS_PRODUCTION_HOST: 'localhost' });

/** Runs a step with its output shown; resolves with its exit status. */
function run(label, command, args, { env = process.env, output = 'inherit', group = false } = {}) {
  const started = performance.now();
  if (output === 'inherit') {
    console.log(`\n> ${label}`);
  }
  const child = spawn(command, args, {
    cwd: ROOT,
    env,
    stdio: output === 'inherit' ? 'inherit' : ['ignore', output, output],
    // A process group of its own, so stopping it stops what it started (`next build`).
    detached: group,
  });
  const done = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(
        `< ${label}: ${code === 0 ? 'passed' : `failed (${code ?? signal})`} in ${seconds} s`,
      );
      resolve(code ?? 1);
    });
  });
  return { child, done };
}

async function step(label, command, args) {
  const status = await run(label, command, args).done;
  if (status !== 0) {
    finish(status);
  }
}

let build = null;

function finish(status) {
  if (build) {
    try {
      if (process.platform === 'win32') {
        build.child.kill('SIGTERM');
      } else {
        process.kill(-build.child.pid, 'SIGTERM');
      }
    } catch {
      // already gone
    }
  }
  process.exit(status);
}

await step('prerequisites (Chromium, PostgreSQL)', process.execPath, [
  path.join(ROOT, 'scripts', 'testPrerequisites.mjs'),
]);
await step('generate', NPM, ['run', 'generate']);
// generated/ and public/ are now current: the build and the integration suite's setup skip it.
process.env.DOCS_GENERATED_CURRENT = '1';

if (hasCurrentBuild(ROOT, testBuildEnv())) {
  console.log('\nThe production build is current: the browser tests will serve it.');
} else {
  mkdirSync(path.dirname(BUILD_LOG), { recursive: true });
  const log = createWriteStream(BUILD_LOG);
  await new Promise((resolve) => log.on('open', resolve));
  console.log(
    `\n> production build, in the background (its output: ${path.relative(ROOT, BUILD_LOG)})`,
  );
  build = run('production build', process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], {
    env: testBuildEnv(),
    output: log,
    group: process.platform !== 'win32',
  });
}

await step('typecheck', NPX, ['tsc', '--noEmit']);
await step('lint', NPM, ['run', 'lint']);
await step('unit tests', NPM, ['run', 'test:unit']);
await step('integration tests', NPM, ['run', 'test:integration']);

if (build) {
  const status = await build.done;
  console.log(`\n--- production build output ---\n${readFileSync(BUILD_LOG, 'utf8')}--- end ---`);
  if (status !== 0) {
    finish(status);
  }
  build = null;
}
await step('browser tests', NPM, ['run', 'test:e2e']);
