import type { GetStaticProps } from 'next';
import { AppFrame } from '../chrome/AppFrame';
import { NotFoundPage } from '../docs/page';
import { PageHead } from '../docs/page/PageHead';
import type { Suggestion } from '../docs/nav/suggestPathnames';
import { useTranslate } from '../i18n';
import { siteTrees, suggestablePages } from '../source';

interface NotFoundProps {
  /** The pages a mistyped address is compared with. */
  pages: Suggestion[];
}

export const getStaticProps: GetStaticProps<NotFoundProps> = async () => ({
  props: { pages: suggestablePages(siteTrees()) },
});

export default function NotFoundRoute({ pages }: NotFoundProps) {
  const t = useTranslate();
  return (
    <AppFrame pathname="/404">
      <PageHead
        title={t('notFound.title')}
        description={t('notFound.description')}
        pathname="/404"
        noIndex
      />
      <NotFoundPage pages={pages} />
    </AppFrame>
  );
}
