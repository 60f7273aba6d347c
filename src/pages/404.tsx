import { AppFrame } from '../chrome/AppFrame';
import { NotFoundPage } from '../docs/page';
import { PageHead } from '../docs/page/PageHead';
import { useTranslate } from '../i18n';

export default function NotFoundRoute() {
  const t = useTranslate();
  return (
    <AppFrame pathname="/404">
      <PageHead
        title={t('notFound.title')}
        description={t('notFound.description')}
        pathname="/404"
        noIndex
      />
      <NotFoundPage />
    </AppFrame>
  );
}
