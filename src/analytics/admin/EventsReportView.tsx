import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from '../../i18n';
import type { EventsReport, WebVitalName } from '../eventsContract';

/** A vital as read: CLS to three decimals, the others in whole milliseconds. */
export function formatVital(name: WebVitalName, value: number): string {
  return name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

function ReportTable(props: { testId: string; heading: string; head: ReactNode; rows: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {props.heading}
      </Typography>
      <Box sx={{ overflowX: 'auto', mt: 1 }}>
        <Table size="small" data-testid={props.testId}>
          <TableHead>
            <TableRow>{props.head}</TableRow>
          </TableHead>
          <TableBody>{props.rows}</TableBody>
        </Table>
      </Box>
    </Box>
  );
}

/** The analytics report: views per product, views per page, clicks per page, web-vitals percentiles per page. */
export function EventsReportView({ report }: { report: EventsReport }) {
  const t = useTranslate();
  if (report.pages.length === 0 && report.clicks.length === 0 && report.vitals.length === 0) {
    return <Typography sx={{ mt: 3 }}>{t('eventsAdmin.empty')}</Typography>;
  }
  const none = t('eventsAdmin.none');
  return (
    <>
      <ReportTable
        testId="events-products"
        heading={t('eventsAdmin.productsHeading')}
        head={
          <>
            <TableCell>{t('eventsAdmin.product')}</TableCell>
            <TableCell>{t('eventsAdmin.category')}</TableCell>
            <TableCell align="right">{t('eventsAdmin.views')}</TableCell>
          </>
        }
        rows={report.products.map((row) => (
          <TableRow key={`${row.productId}/${row.productCategoryId}`}>
            <TableCell component="th" scope="row">
              {row.productId ?? none}
            </TableCell>
            <TableCell>{row.productCategoryId ?? none}</TableCell>
            <TableCell align="right">{row.views}</TableCell>
          </TableRow>
        ))}
      />
      <ReportTable
        testId="events-pages"
        heading={t('eventsAdmin.pagesHeading')}
        head={
          <>
            <TableCell>{t('eventsAdmin.page')}</TableCell>
            <TableCell>{t('eventsAdmin.product')}</TableCell>
            <TableCell align="right">{t('eventsAdmin.views')}</TableCell>
          </>
        }
        rows={report.pages.map((row) => (
          <TableRow key={row.pathname}>
            <TableCell component="th" scope="row">
              {row.pathname}
            </TableCell>
            <TableCell>{row.productId ?? none}</TableCell>
            <TableCell align="right">{row.views}</TableCell>
          </TableRow>
        ))}
      />
      <ReportTable
        testId="events-clicks"
        heading={t('eventsAdmin.clicksHeading')}
        head={
          <>
            <TableCell>{t('eventsAdmin.page')}</TableCell>
            <TableCell>{t('eventsAdmin.click')}</TableCell>
            <TableCell align="right">{t('eventsAdmin.clicks')}</TableCell>
          </>
        }
        rows={report.clicks.map((row) => (
          <TableRow key={`${row.pathname}/${row.name}`}>
            <TableCell component="th" scope="row">
              {row.pathname}
            </TableCell>
            <TableCell>{row.name}</TableCell>
            <TableCell align="right">{row.count}</TableCell>
          </TableRow>
        ))}
      />
      <ReportTable
        testId="events-vitals"
        heading={t('eventsAdmin.vitalsHeading')}
        head={
          <>
            <TableCell>{t('eventsAdmin.page')}</TableCell>
            <TableCell>{t('eventsAdmin.metric')}</TableCell>
            <TableCell align="right">{t('eventsAdmin.samples')}</TableCell>
            <TableCell align="right">p50</TableCell>
            <TableCell align="right">p75</TableCell>
            <TableCell align="right">p95</TableCell>
          </>
        }
        rows={report.vitals.map((row) => (
          <TableRow key={`${row.pathname}/${row.name}`}>
            <TableCell component="th" scope="row">
              {row.pathname}
            </TableCell>
            <TableCell>{row.name}</TableCell>
            <TableCell align="right">{row.samples}</TableCell>
            <TableCell align="right">{formatVital(row.name, row.p50)}</TableCell>
            <TableCell align="right">{formatVital(row.name, row.p75)}</TableCell>
            <TableCell align="right">{formatVital(row.name, row.p95)}</TableCell>
          </TableRow>
        ))}
      />
    </>
  );
}
