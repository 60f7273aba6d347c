import { describe, expect, it } from 'vitest';
import { loneSurrogatePath } from './jsonPostIntake';

describe('loneSurrogatePath', () => {
  it('finds a lone high or low surrogate and names where it is', () => {
    expect(loneSurrogatePath({ comment: 'a\ud800b' })).toBe('comment');
    expect(loneSurrogatePath({ events: [{ label: 'ok' }, { label: '\udc00' }] })).toBe(
      'events.1.label',
    );
    expect(loneSurrogatePath('\ud800')).toBe('body');
  });

  it('accepts paired surrogates (emoji) and plain text', () => {
    expect(loneSurrogatePath({ comment: 'thanks 👍 ✓', n: 3, none: null })).toBeNull();
  });
});
