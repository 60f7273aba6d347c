import type { BuiltTrees } from './buildPageTree';

/**
 * Checks that the trees and the content agree: every non-planned page has a
 * content file and every content file has a tree entry. A planned entry may
 * have content (a page saying what the feature will do and what works today);
 * without it the site generates a short page. Returns the problems found, one
 * actionable sentence each; an empty list means the site is consistent.
 */
export function findTreeContentMismatches(
  built: BuiltTrees,
  contentPathnames: Iterable<string>,
  /** Pathnames rendered by dedicated routes (home, versions…), which need no tree entry. */
  standalonePathnames: ReadonlySet<string> = new Set(),
  /** Pages generated from the packages' types (API pages): they need no content file. */
  generatedPathnames: ReadonlySet<string> = new Set(),
): string[] {
  const problems: string[] = [];
  const content = new Set(contentPathnames);
  for (const [pathname, leaf] of built.leaves) {
    if (pathname.includes('/api-docs/') && !generatedPathnames.has(pathname)) {
      problems.push(
        `API page "${pathname}" is in the ${built.trees[leaf.treeId].name} tree but was not generated: run \`npm run generate\`, or remove the entry if the packages no longer export it.`,
      );
    } else if (!leaf.planned && !content.has(pathname) && !generatedPathnames.has(pathname)) {
      problems.push(
        `Page "${pathname}" is in the ${built.trees[leaf.treeId].name} tree but has no content file: add content${pathname}.md or mark the entry planned.`,
      );
    }
  }
  for (const pathname of content) {
    if (!built.leaves.has(pathname) && !standalonePathnames.has(pathname)) {
      problems.push(
        `Content file content${pathname}.md has no entry in any navigation tree: add one to the X tree (src/docs/nav/trees/x/) or, for a core family, to its page list (src/docs/nav/coreNav/) or its layout's additions (src/docs/nav/coreTrees/coreTreeLayouts.ts).`,
      );
    }
  }
  return problems;
}

export function assertTreeMatchesContent(
  built: BuiltTrees,
  contentPathnames: Iterable<string>,
  standalonePathnames?: ReadonlySet<string>,
  generatedPathnames?: ReadonlySet<string>,
): void {
  const problems = findTreeContentMismatches(
    built,
    contentPathnames,
    standalonePathnames,
    generatedPathnames,
  );
  if (problems.length > 0) {
    throw new Error(`The navigation trees and content/ disagree:\n- ${problems.join('\n- ')}`);
  }
}
