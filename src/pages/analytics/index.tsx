import { AppFrame } from '../../chrome/AppFrame';
import { PageHead } from '../../docs/page/PageHead';
import { EventsAdminPage } from '../../analytics/admin';
import { useTranslate } from '../../i18n';

/** `/analytics/`: page views and web vitals, behind the feedback admin token (asked in the page). */
export default function AnalyticsAdminRoute() {
  const t = useTranslate();
  return (
    <AppFrame pathname="/analytics">
      <PageHead
        title={t('eventsAdmin.title')}
        description={t('eventsAdmin.description')}
        pathname="/analytics"
        noIndex
      />
      <EventsAdminPage />
    </AppFrame>
  );
}
