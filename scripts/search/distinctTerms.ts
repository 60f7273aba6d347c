import MiniSearch from 'minisearch';

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
const processTerm = MiniSearch.getDefault('processTerm') as (term: string) => string;

/**
 * Each term of `text` once, in order of first use, as the index splits and lowercases it
 * (MiniSearch's defaults, which the engine keeps): the same terms match, in fewer bytes.
 */
export function distinctTerms(text: string): string {
  const seen = new Set<string>();
  return tokenize(text)
    .filter((token) => {
      const term = processTerm(token);
      if (token === '' || seen.has(term)) {
        return false;
      }
      seen.add(term);
      return true;
    })
    .join(' ');
}
