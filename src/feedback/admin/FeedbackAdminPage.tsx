import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../i18n';
import { AdminTokenForm } from './AdminTokenForm';
import { FeedbackReportView } from './FeedbackReportView';
import { loadFeedbackReport } from './loadFeedbackReport';
import { useAdminReport } from './useAdminReport';

/** `/feedback/`: per-page helpfulness and comments for whoever holds the admin token. */
export function FeedbackAdminPage() {
  const t = useTranslate();
  const { token, loaded, report, refused, signIn, signOut } = useAdminReport(loadFeedbackReport);

  const status =
    report?.kind === 'loading'
      ? t('feedbackAdmin.loading')
      : report?.kind === 'loaded'
        ? t('feedbackAdmin.loaded', { count: String(report.pages.length) })
        : report?.kind === 'disabled'
          ? t('feedbackAdmin.disabled')
          : report?.kind === 'failed'
            ? t('feedbackAdmin.failed')
            : '';

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, sm: 4 }, py: 5 }}>
      <Typography variant="h1">{t('feedbackAdmin.title')}</Typography>
      <Typography component="p" sx={{ mt: 1, color: 'text.secondary' }}>
        {t('feedbackAdmin.description')}
      </Typography>
      {loaded && !token && report?.kind !== 'disabled' ? (
        <AdminTokenForm error={refused ? t('feedbackAdmin.wrongToken') : null} onToken={signIn} />
      ) : null}
      <Typography
        role="status"
        aria-live="polite"
        sx={{ mt: 2 }}
        data-testid="feedback-admin-status"
      >
        {status}
      </Typography>
      {token && report?.kind === 'loaded' ? (
        <>
          <FeedbackReportView pages={report.pages} />
          <Button sx={{ mt: 4 }} onClick={signOut}>
            {t('feedbackAdmin.forget')}
          </Button>
        </>
      ) : null}
    </Box>
  );
}
