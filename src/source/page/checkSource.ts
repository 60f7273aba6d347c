import { siteTrees } from './siteTrees';
import { assertTreeMatchesContent } from '../../docs/nav/validateTree';
import { listApiPageKeys, findUnknownApiNames } from '../api/apiPageKeys';
import { listContentPathnames } from '../content/contentFiles';
import { STANDALONE_PAGES } from './standalonePages';

let checked = false;

/** Fails the build when the navigation trees, content/ and the API reference disagree (once). */
export function checkSource(): void {
  if (!checked) {
    assertTreeMatchesContent(
      siteTrees(),
      listContentPathnames(),
      new Set(Object.keys(STANDALONE_PAGES)),
      new Set(listApiPageKeys()),
    );
    const unknown = findUnknownApiNames();
    if (unknown.length > 0) {
      throw new Error(`Guide pages name unknown APIs:\n- ${unknown.join('\n- ')}`);
    }
    checked = true;
  }
}
