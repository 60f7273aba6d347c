import type { GetStaticProps } from 'next';
import { demoPagePathname } from '../../docs/demo/demoRecord';
import { listDemoNames, loadDemoRecord, siteTrees } from '../../source';
import { PageHead } from '../../docs/page/PageHead';
import { PlaygroundIndex, type PlaygroundIndexEntry } from '../../docs/playground/PlaygroundIndex';
import { PlaygroundLayout } from '../../docs/playground/PlaygroundLayout';

interface Props {
  demos: PlaygroundIndexEntry[];
}

/** A demo's page as the navigation places it: its groups, then its title. */
function pageTitleOf(demoName: string): string {
  const pathname = demoPagePathname(demoName);
  const leaf = siteTrees().leaves.get(pathname);
  return leaf ? [...leaf.groups, leaf.title].join(' › ') : pathname;
}

export const getStaticProps: GetStaticProps<Props> = async () => ({
  props: {
    demos: listDemoNames().map((name) => ({
      name,
      title: loadDemoRecord(name).title,
      pageTitle: pageTitleOf(name),
    })),
  },
});

export default function PlaygroundRoute({ demos }: Props) {
  return (
    <PlaygroundLayout>
      <PageHead
        title="Playground"
        description="Try any demo of the MUI X v6 documentation alone on a full page."
        pathname="/playground"
        // The playground is in English only.
        languages={['en']}
      />
      <PlaygroundIndex demos={demos} />
    </PlaygroundLayout>
  );
}
