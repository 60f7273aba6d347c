import type { GetStaticPaths, GetStaticProps } from 'next';
import { DocsPageView, type DocsPageProps } from '../docs/page';
import { getDocsPageProps, getDocsStaticPaths } from '../docs/page/getDocsPage';

export const getStaticPaths: GetStaticPaths = async () => getDocsStaticPaths();

export const getStaticProps: GetStaticProps<DocsPageProps, { slug?: string[] }> = async ({
  params,
}) => {
  const props = await getDocsPageProps(params?.slug ?? []);
  return props ? { props } : { notFound: true };
};

export default function DocsRoute({ page }: DocsPageProps) {
  return <DocsPageView page={page} />;
}
