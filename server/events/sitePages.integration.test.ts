import { describe, expect, it } from 'vitest';
import { isSitePage } from './sitePages';

describe('isSitePage', () => {
  it('accepts the pages of the site in each language', () => {
    expect(isSitePage('/x/react-charts/bars/')).toBe(true);
    expect(isSitePage('/zh/x/introduction/')).toBe(true);
    expect(isSitePage('/')).toBe(true);
    expect(isSitePage('/feedback/')).toBe(true);
  });

  it('refuses paths that are no page', () => {
    expect(isSitePage('/../../etc/passwd')).toBe(false);
    expect(isSitePage('/x/../x/introduction/')).toBe(false);
    expect(isSitePage('//x/introduction/')).toBe(false);
    expect(isSitePage('/x/introduction')).toBe(false);
    expect(isSitePage('/x/made-up-page/')).toBe(false);
    expect(isSitePage('/fr/x/introduction/')).toBe(false);
  });
});
