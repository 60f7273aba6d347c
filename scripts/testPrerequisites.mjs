// `npm test` runs this first. The tests need two Debian packages: Chromium (the browser tests
// drive /usr/bin/chromium; CHROME_PATH names another browser) and PostgreSQL's server binaries
// (the store tests start a throwaway cluster from /usr/lib/postgresql/*/bin; PG_BIN names another
// folder). Whatever is missing is installed with apt-get when running as root; otherwise this
// stops at once with the command to run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Each Debian package the tests need, the variable that replaces it, and what needs it. */
export const PREREQUISITES = [
  { debianPackage: 'chromium', override: 'CHROME_PATH', usedBy: 'the browser tests' },
  { debianPackage: 'postgresql', override: 'PG_BIN', usedBy: 'the store tests' },
];

/** Probes of this machine: whether each package's files are where the tests look for them. */
export const SYSTEM_PROBES = {
  chromium: () => existsSync('/usr/bin/chromium'),
  postgresql: () => {
    const root = '/usr/lib/postgresql';
    return (
      existsSync(root) &&
      readdirSync(root).some((major) => existsSync(path.join(root, major, 'bin', 'initdb')))
    );
  },
};

/** The packages to install: those neither present nor replaced by their variable. */
export function missingPackages(env, probes) {
  return PREREQUISITES.filter(
    ({ debianPackage, override }) => !env[override] && !probes[debianPackage](),
  ).map(({ debianPackage }) => debianPackage);
}

/**
 * What to do about missing packages: nothing; install them (as root: the commands to run, in
 * order); or stop, with a message giving the exact command to run.
 */
export function prerequisitePlan(missing, isRoot) {
  if (missing.length === 0) {
    return { action: 'none' };
  }
  if (isRoot) {
    return {
      action: 'install',
      commands: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', ...missing],
      ],
    };
  }
  const needs = PREREQUISITES.filter(({ debianPackage }) => missing.includes(debianPackage));
  return {
    action: 'stop',
    message: [
      `The tests need Debian's ${missing.join(' and ')}, which ${missing.length > 1 ? 'are' : 'is'} not installed:`,
      ...needs.map(
        ({ debianPackage, override, usedBy }) =>
          `  - ${debianPackage}, for ${usedBy} (or set ${override} to use one installed elsewhere)`,
      ),
      'Install with this command, then run `npm test` again (or run `npm test` as root, which installs them):',
      `  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`,
    ].join('\n'),
  };
}

function main() {
  const isRoot = process.getuid?.() === 0;
  const plan = prerequisitePlan(missingPackages(process.env, SYSTEM_PROBES), isRoot);
  if (plan.action === 'stop') {
    console.error(plan.message);
    process.exit(1);
  }
  if (plan.action === 'install') {
    for (const [command, ...args] of plan.commands) {
      console.log(`Installing what the tests need: ${command} ${args.join(' ')}`);
      const result = spawnSync(command, args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
      if (result.status !== 0) {
        console.error(
          `${command} ${args.join(' ')} failed (${result.status ?? result.error?.message}); fix the package setup above and run \`npm test\` again.`,
        );
        process.exit(1);
      }
    }
    const stillMissing = missingPackages(process.env, SYSTEM_PROBES);
    if (stillMissing.length > 0) {
      console.error(
        `apt-get installed ${stillMissing.join(' and ')}, but the tests still do not find ${stillMissing.length > 1 ? 'them' : 'it'} (/usr/bin/chromium, /usr/lib/postgresql/*/bin/initdb): set CHROME_PATH or PG_BIN to where they are.`,
      );
      process.exit(1);
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main();
}
