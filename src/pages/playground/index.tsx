import type { GetStaticProps } from 'next';
import { listDemoNames, loadDemoRecord } from '../../source';
import { PageHead } from '../../docs/page/PageHead';
import { PlaygroundIndex, type PlaygroundDemoLink } from '../../docs/playground/PlaygroundIndex';
import { PlaygroundLayout } from '../../docs/playground/PlaygroundLayout';

interface Props {
  demos: PlaygroundDemoLink[];
}

export const getStaticProps: GetStaticProps<Props> = async () => ({
  props: {
    demos: listDemoNames().map((name) => ({ name, title: loadDemoRecord(name).title })),
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
