import { describe, expect, it } from 'vitest';
import {
  missingPackages,
  prerequisitePlan,
  type PrerequisiteProbes,
} from './testPrerequisites.mjs';

function probes(installed: { chromium: boolean; postgresql: boolean }): PrerequisiteProbes {
  return { chromium: () => installed.chromium, postgresql: () => installed.postgresql };
}

const NOTHING_INSTALLED = probes({ chromium: false, postgresql: false });

describe('missingPackages', () => {
  it('lists the packages whose files are not there', () => {
    expect(missingPackages({}, NOTHING_INSTALLED)).toEqual(['chromium', 'postgresql']);
    expect(missingPackages({}, probes({ chromium: true, postgresql: false }))).toEqual([
      'postgresql',
    ]);
    expect(missingPackages({}, probes({ chromium: false, postgresql: true }))).toEqual([
      'chromium',
    ]);
    expect(missingPackages({}, probes({ chromium: true, postgresql: true }))).toEqual([]);
  });

  it('needs nothing a variable replaces: CHROME_PATH for chromium, PG_BIN for postgresql', () => {
    expect(missingPackages({ CHROME_PATH: '/opt/chrome/chrome' }, NOTHING_INSTALLED)).toEqual([
      'postgresql',
    ]);
    expect(missingPackages({ PG_BIN: '/opt/pg/bin' }, NOTHING_INSTALLED)).toEqual(['chromium']);
    expect(
      missingPackages(
        { CHROME_PATH: '/opt/chrome/chrome', PG_BIN: '/opt/pg/bin' },
        NOTHING_INSTALLED,
      ),
    ).toEqual([]);
  });

  it('treats an empty variable as unset', () => {
    expect(missingPackages({ CHROME_PATH: '', PG_BIN: '' }, NOTHING_INSTALLED)).toEqual([
      'chromium',
      'postgresql',
    ]);
  });
});

describe('prerequisitePlan', () => {
  it('does nothing when nothing is missing, root or not', () => {
    expect(prerequisitePlan([], true)).toEqual({ action: 'none' });
    expect(prerequisitePlan([], false)).toEqual({ action: 'none' });
  });

  it('as root, updates the package lists, then installs exactly what is missing', () => {
    expect(prerequisitePlan(['chromium', 'postgresql'], true)).toEqual({
      action: 'install',
      commands: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', 'chromium', 'postgresql'],
      ],
    });
    expect(prerequisitePlan(['postgresql'], true)).toEqual({
      action: 'install',
      commands: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', 'postgresql'],
      ],
    });
  });

  it('otherwise stops with the exact command to run and the variable that would replace each', () => {
    const plan = prerequisitePlan(['chromium', 'postgresql'], false);
    expect(plan.action).toBe('stop');
    const message = plan.action === 'stop' ? plan.message : '';
    expect(message).toContain(
      '\n  sudo apt-get update && sudo apt-get install -y chromium postgresql',
    );
    expect(message).toContain('set CHROME_PATH');
    expect(message).toContain('set PG_BIN');

    const onlyChromium = prerequisitePlan(['chromium'], false);
    const chromiumMessage = onlyChromium.action === 'stop' ? onlyChromium.message : '';
    expect(chromiumMessage).toMatch(/^  sudo apt-get update && sudo apt-get install -y chromium$/m);
    expect(chromiumMessage).not.toContain('PG_BIN');
  });
});
