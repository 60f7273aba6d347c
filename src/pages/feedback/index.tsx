import { AppFrame } from '../../chrome/AppFrame';
import { PageHead } from '../../docs/page/PageHead';
import { FeedbackAdminPage } from '../../feedback/admin';
import { useTranslate } from '../../i18n';

/** `/feedback/`: the feedback report, behind the admin token (asked in the page). */
export default function FeedbackAdminRoute() {
  const t = useTranslate();
  return (
    <AppFrame pathname="/feedback">
      <PageHead
        title={t('feedbackAdmin.title')}
        description={t('feedbackAdmin.description')}
        pathname="/feedback"
        noIndex
      />
      <FeedbackAdminPage />
    </AppFrame>
  );
}
