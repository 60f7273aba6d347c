import type { GetStaticPaths, GetStaticProps } from 'next';
import { TemplatePage, type TemplatePageProps } from '../../../../templates/TemplatePage';
import {
  getTemplatePageProps,
  getTemplateStaticPaths,
} from '../../../../templates/templateStaticProps';

// A Joy UI template on its own page, without the docs chrome (src/templates/).
export const getStaticPaths: GetStaticPaths = async () => getTemplateStaticPaths('joy-ui');

export const getStaticProps: GetStaticProps<TemplatePageProps, { template: string }> = async ({
  params,
}) => {
  const props = await getTemplatePageProps('joy-ui', params?.template ?? '');
  return props ? { props } : { notFound: true };
};

export default function TemplateRoute(props: TemplatePageProps) {
  return <TemplatePage {...props} />;
}
