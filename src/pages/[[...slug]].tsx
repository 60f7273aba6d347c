import type { GetStaticPaths, GetStaticProps } from 'next';
import { AppFrame } from '../chrome/AppFrame';
import { pageFrameOf } from '../docs/nav/pageFrame';
import { DocsPageView, navPathnameOf, type DocsPageProps } from '../docs/page';
import { getDocsPageProps, getDocsStaticPaths } from '../docs/page/getDocsPage';

export const getStaticPaths: GetStaticPaths = async () => getDocsStaticPaths();

export const getStaticProps: GetStaticProps<DocsPageProps, { slug?: string[] }> = async ({
  params,
}) => {
  const props = await getDocsPageProps(params?.slug ?? []);
  return props ? { props } : { notFound: true };
};

export default function DocsRoute({ page }: DocsPageProps) {
  const navPathname = navPathnameOf(page);
  return (
    <AppFrame pathname={navPathname} {...pageFrameOf(navPathname)}>
      <DocsPageView page={page} />
    </AppFrame>
  );
}
