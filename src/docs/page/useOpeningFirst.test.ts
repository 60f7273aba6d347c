import { describe, expect, it } from 'vitest';
import { openingLength } from './useOpeningFirst';

describe('openingLength', () => {
  it('ends with the first demo', () => {
    expect(openingLength(['html', 'demo', 'ad', 'html', 'demo'])).toBe(2);
    expect(openingLength(['demo', 'html'])).toBe(1);
  });

  it('is the whole body when there is no demo', () => {
    expect(openingLength(['html', 'tool', 'html'])).toBe(3);
    expect(openingLength([])).toBe(0);
  });
});
