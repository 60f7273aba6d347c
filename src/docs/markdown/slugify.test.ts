import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

describe('slugify', () => {
  it('makes readable fragments', () => {
    expect(slugify("What's new in v6?")).toBe('whats-new-in-v6');
    expect(slugify('  Row  grouping — server ')).toBe('row-grouping-server');
    expect(slugify('安装')).toBe('安装');
  });
});
