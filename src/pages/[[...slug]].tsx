import type { GetStaticPaths, GetStaticProps } from 'next';
import { AppFrame } from '../chrome/AppFrame';
import { pageChromeOf } from '../docs/nav/pageFrame';
import { DocsPageView, navPathnameOf, type DocsPageProps } from '../docs/page';
import { getPage, getStaticPaths as getSourcePaths } from '../source';

export const getStaticPaths: GetStaticPaths = async () => getSourcePaths();

export const getStaticProps: GetStaticProps<DocsPageProps, { slug?: string[] }> = async ({
  params,
}) => {
  const props = await getPage(params?.slug ?? []);
  return props ? { props } : { notFound: true };
};

export default function DocsRoute({ page, nav }: DocsPageProps) {
  const navPathname = navPathnameOf(page);
  return (
    <AppFrame pathname={navPathname} tree={nav?.tree ?? null} {...pageChromeOf(navPathname)}>
      <DocsPageView page={page} neighbours={nav} />
    </AppFrame>
  );
}
