import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizedLink } from '../../shared/LocalizedLink';
import { useTranslate } from '../../i18n';
import { pageKeyToUrl } from '../siteConfig';
import { DocsArticle } from './DocsArticle';
import type { PlannedPageData } from './pageData';

/** The short page a planned navigation entry opens: what is planned, and what to read meanwhile. */
export function PlannedPage({ page }: { page: PlannedPageData }) {
  const t = useTranslate();
  const { group, siblings, overview } = page;
  return (
    <DocsArticle
      pathname={page.pathname}
      title={t('planned.title', { title: page.title })}
      description={t('planned.description', { title: page.title })}
      plan={page.plan}
      planned
    >
      <Box className="markdown-body">
        <h2>{t('planned.plannedInGroup', { group })}</h2>
        <ul>
          {siblings.map((sibling) => (
            <li key={sibling.pathname}>
              {sibling.pathname === page.pathname ? (
                <strong>{sibling.title}</strong>
              ) : (
                <LocalizedLink href={pageKeyToUrl(sibling.pathname)}>{sibling.title}</LocalizedLink>
              )}
              {sibling.plan ? ` (${sibling.plan === 'pro' ? 'Pro' : 'Premium'})` : null}
            </li>
          ))}
        </ul>
        <h2>{t('planned.today')}</h2>
        <Typography component="p">
          {overview ? (
            <>
              <LocalizedLink href={pageKeyToUrl(overview.pathname)}>
                {group ? `${group}: ${overview.title}` : overview.title}
              </LocalizedLink>
              {' · '}
            </>
          ) : null}
          <LocalizedLink href="/x/introduction/roadmap/">{t('planned.roadmap')}</LocalizedLink>
        </Typography>
      </Box>
    </DocsArticle>
  );
}
