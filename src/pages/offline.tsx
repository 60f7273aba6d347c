import { AppFrame } from '../chrome/AppFrame';
import { PageHead } from '../docs/page/PageHead';
import { useTranslate } from '../i18n';
import { OfflinePage } from '../serviceWorker/OfflinePage';

/** `/offline/`: the service worker's answer for a page it has not saved, offline. */
export default function OfflineRoute() {
  const t = useTranslate();
  return (
    <AppFrame pathname="/offline">
      <PageHead
        title={t('offline.title')}
        description={t('offline.description')}
        pathname="/offline"
        noIndex
      />
      <OfflinePage />
    </AppFrame>
  );
}
