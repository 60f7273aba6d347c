import type { GetStaticPaths, GetStaticProps } from 'next';
import { DEMOS } from '../../../generated/demoRegistry';
import { PageHead } from '../../docs/page/PageHead';
import { PlaygroundDemo } from '../../docs/playground/PlaygroundDemo';
import { PlaygroundLayout } from '../../docs/playground/PlaygroundLayout';

interface Props {
  name: string;
}

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: DEMOS.map((demo) => ({ params: { name: demo.name.split('/') } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<Props, { name: string[] }> = async ({ params }) => ({
  props: { name: (params?.name ?? []).join('/') },
});

export default function PlaygroundDemoRoute({ name }: Props) {
  const demo = DEMOS.find((entry) => entry.name === name)!;
  return (
    <PlaygroundLayout title={demo.title}>
      <PageHead
        title={`${demo.title} · Playground`}
        description={`The ${demo.title} demo on a full page.`}
        pathname={`/playground/${name}`}
      />
      <PlaygroundDemo demo={demo} />
    </PlaygroundLayout>
  );
}
