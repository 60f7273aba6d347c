import { describe, expect, it } from 'vitest';
import { checkApiConfigAtStart } from './checkApiConfigAtStart';

describe('checkApiConfigAtStart', () => {
  it('stops the start on a short admin token, naming the variable', () => {
    const exits: number[] = [];
    const logged: string[] = [];
    const ok = checkApiConfigAtStart(
      { FEEDBACK_ADMIN_TOKEN: 'short-token' },
      (code) => exits.push(code),
      (message) => logged.push(message),
    );
    expect(ok).toBe(false);
    expect(exits).toEqual([1]);
    expect(logged).toEqual([
      expect.stringMatching(
        /^The server does not start: FEEDBACK_ADMIN_TOKEN is 11 characters long/,
      ),
    ]);
  });

  it('lets a server with good settings start', () => {
    const exits: number[] = [];
    expect(
      checkApiConfigAtStart({ FEEDBACK_ADMIN_TOKEN: 'x'.repeat(40) }, (code) => exits.push(code)),
    ).toBe(true);
    expect(exits).toEqual([]);
  });
});
