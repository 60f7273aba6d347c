import { describe, expect, it } from 'vitest';
import { newIssueUrl } from './issueUrl';

describe('newIssueUrl', () => {
  it('fills the title and body of a new issue', () => {
    const url = new URL(
      newIssueUrl(
        'https://github.com/org/docs/',
        '[docs] Feedback on “Installation”',
        'Page: /x/#a&b',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://github.com/org/docs/issues/new');
    expect(url.searchParams.get('title')).toBe('[docs] Feedback on “Installation”');
    expect(url.searchParams.get('body')).toBe('Page: /x/#a&b');
  });
});
