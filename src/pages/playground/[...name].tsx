import type { GetStaticPaths, GetStaticProps } from 'next';
import { listDemoNames, loadDemoRecord } from '../../source';
import { PageHead } from '../../docs/page/PageHead';
import { PlaygroundDemo } from '../../docs/playground/PlaygroundDemo';
import type { PlaygroundDemoLink } from '../../docs/playground/PlaygroundIndex';
import { PlaygroundLayout } from '../../docs/playground/PlaygroundLayout';

type Props = PlaygroundDemoLink;

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: listDemoNames().map((name) => ({ params: { name: name.split('/') } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<Props, { name: string[] }> = async ({ params }) => {
  const name = (params?.name ?? []).join('/');
  return { props: { name, title: loadDemoRecord(name).title } };
};

export default function PlaygroundDemoRoute(demo: Props) {
  return (
    <PlaygroundLayout title={demo.title}>
      <PageHead
        title={`${demo.title} · Playground`}
        description={`The ${demo.title} demo on a full page.`}
        pathname={`/playground/${demo.name}`}
        // The playground is in English only.
        languages={['en']}
      />
      <PlaygroundDemo demo={demo} />
    </PlaygroundLayout>
  );
}
