import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AdminTokenForm, useAdminReport } from '../../feedback/admin';
import { useTranslate } from '../../i18n';
import { EventsReportView } from './EventsReportView';
import { loadEventsReport } from './loadEventsReport';

/** `/analytics/`: page views and web vitals for whoever holds the feedback admin token. */
export function EventsAdminPage() {
  const t = useTranslate();
  const { token, loaded, report, refused, signIn, signOut } = useAdminReport(loadEventsReport);

  const status =
    report?.kind === 'loading'
      ? t('eventsAdmin.loading')
      : report?.kind === 'loaded'
        ? t('eventsAdmin.loaded', { since: report.report.since })
        : report?.kind === 'disabled'
          ? t('eventsAdmin.disabled')
          : report?.kind === 'failed'
            ? t('eventsAdmin.failed')
            : '';

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, sm: 4 }, py: 5 }}>
      <Typography variant="h1">{t('eventsAdmin.title')}</Typography>
      <Typography component="p" sx={{ mt: 1, color: 'text.secondary' }}>
        {t('eventsAdmin.description')}
      </Typography>
      {loaded && !token && report?.kind !== 'disabled' ? (
        <AdminTokenForm
          error={refused ? t('feedbackAdmin.wrongToken') : null}
          submitLabel={t('eventsAdmin.open')}
          onToken={signIn}
        />
      ) : null}
      <Typography role="status" aria-live="polite" sx={{ mt: 2 }} data-testid="events-admin-status">
        {status}
      </Typography>
      {token && report?.kind === 'loaded' ? (
        <>
          <EventsReportView report={report.report} />
          <Button sx={{ mt: 4 }} onClick={signOut}>
            {t('feedbackAdmin.forget')}
          </Button>
        </>
      ) : null}
    </Box>
  );
}
