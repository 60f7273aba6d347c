// Temporary preview route for the templates-b branch (removed before merge).
import type { GetStaticPaths, GetStaticProps } from 'next';
import type { ComponentType } from 'react';
import AlbumTemplate from '../../templates/album/AlbumTemplate';
import BlogTemplate from '../../templates/blog/BlogTemplate';
import CheckoutTemplate from '../../templates/checkout/CheckoutTemplate';
import DashboardTemplate from '../../templates/dashboard/DashboardTemplate';

const TEMPLATES: Record<string, ComponentType> = {
  album: AlbumTemplate,
  blog: BlogTemplate,
  checkout: CheckoutTemplate,
  dashboard: DashboardTemplate,
};

interface Props {
  slug: string;
}

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: Object.keys(TEMPLATES).map((slug) => ({ params: { slug } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<Props, { slug: string }> = async ({ params }) => ({
  props: { slug: params?.slug ?? '' },
});

export default function TemplatePreview({ slug }: Props) {
  const Template = TEMPLATES[slug];
  return <Template />;
}
