import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { AdminTokenForm, useAdminToken } from '../../feedback/admin';
import { useTranslate } from '../../i18n';
import { EventsReportView } from './EventsReportView';
import { loadEventsReport, type EventsReportResult } from './loadEventsReport';

type ReportState = EventsReportResult | { kind: 'loading' } | null;

/** `/analytics/`: page views and web vitals for whoever holds the feedback admin token. */
export function EventsAdminPage() {
  const t = useTranslate();
  const { token, setToken, loaded } = useAdminToken();
  const [report, setReport] = useState<ReportState>(null);
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    if (!token) {
      return;
    }
    let current = true;
    setReport({ kind: 'loading' });
    void loadEventsReport(token).then((result) => {
      if (!current) {
        return;
      }
      setReport(result);
      setRefused(result.kind === 'unauthorized');
      if (result.kind === 'unauthorized' || result.kind === 'disabled') {
        setToken(null);
      }
    });
    return () => {
      current = false;
    };
  }, [token, setToken]);

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
          onToken={(value) => {
            setRefused(false);
            setToken(value);
          }}
        />
      ) : null}
      <Typography role="status" aria-live="polite" sx={{ mt: 2 }} data-testid="events-admin-status">
        {status}
      </Typography>
      {token && report?.kind === 'loaded' ? (
        <>
          <EventsReportView report={report.report} />
          <Button
            sx={{ mt: 4 }}
            onClick={() => {
              setToken(null);
              setReport(null);
            }}
          >
            {t('feedbackAdmin.forget')}
          </Button>
        </>
      ) : null}
    </Box>
  );
}
