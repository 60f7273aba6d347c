import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../i18n';
import type { PageFeedbackReport } from './feedbackReport';

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * The report: a table of pages (most "no" first), then each page's comments.
 * Comments are rendered as text, so any markup in them shows as typed.
 */
export function FeedbackReportView({ pages }: { pages: readonly PageFeedbackReport[] }) {
  const t = useTranslate();
  if (pages.length === 0) {
    return <Typography sx={{ mt: 3 }}>{t('feedbackAdmin.empty')}</Typography>;
  }
  return (
    <>
      <Box sx={{ overflowX: 'auto', mt: 3 }}>
        <Table size="small" data-testid="feedback-report">
          <TableHead>
            <TableRow>
              <TableCell>{t('feedbackAdmin.page')}</TableCell>
              <TableCell align="right">{t('feedbackAdmin.no')}</TableCell>
              <TableCell align="right">{t('feedbackAdmin.yes')}</TableCell>
              <TableCell align="right">{t('feedbackAdmin.helpful')}</TableCell>
              <TableCell align="right">{t('feedbackAdmin.comments')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pages.map((page) => (
              <TableRow key={page.pathname}>
                <TableCell component="th" scope="row">
                  {page.pathname}
                </TableCell>
                <TableCell align="right">{page.no}</TableCell>
                <TableCell align="right">{page.yes}</TableCell>
                <TableCell align="right">{percent(page.helpfulness)}</TableCell>
                <TableCell align="right">{page.comments}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {pages
        .filter((page) => page.commented.length > 0)
        .map((page) => (
          <Box component="section" key={page.pathname} sx={{ mt: 4 }} data-pathname={page.pathname}>
            <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
              {page.pathname}
            </Typography>
            <Box component="ul" sx={{ pl: 2.5 }}>
              {page.commented.map((entry) => (
                <Box component="li" key={entry.id} sx={{ mt: 1.5 }}>
                  <Typography sx={{ fontSize: '0.8rem', color: 'text.secondary' }}>
                    {entry.rating === 'yes'
                      ? t('feedbackAdmin.ratingYes')
                      : t('feedbackAdmin.ratingNo')}
                    {entry.section
                      ? ` · ${t('feedbackAdmin.section', { section: entry.section })}`
                      : ''}
                    {` · ${entry.createdAt.slice(0, 16).replace('T', ' ')} · ${entry.language}`}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="feedback-comment">
                    {entry.comment}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
    </>
  );
}
