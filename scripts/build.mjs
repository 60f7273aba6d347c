// `npm run build`: `npm run generate`, then `next build`, then the hash of the sources built is
// recorded in .next/source-hash, so `npm start` serves this build instead of building again.
import { spawnSync } from 'node:child_process';
import { buildRecordingHash, NEXT_BIN, ROOT } from './productionBuild.mjs';

function run(step, command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      `${step} failed (${result.status ?? result.signal}); fix the error above and run the build again.`,
    );
    process.exit(result.status || 1);
  }
}

buildRecordingHash(() => {
  // `npm test` (scripts/test.mjs) has just run generate when it starts this build beside its
  // checks: it says so, and the build does not run it a second time.
  if (process.env.DOCS_GENERATED_CURRENT !== '1') {
    run('npm run generate', 'npm', ['run', 'generate']);
  }
  run('next build', process.execPath, [NEXT_BIN, 'build']);
  // The data grid demos' rows, rendered in Chromium into the prerendered HTML.
  run('the grid snapshots', 'npx', ['tsx', 'scripts/gridSnapshots/snapshotGrids.mts']);
});
