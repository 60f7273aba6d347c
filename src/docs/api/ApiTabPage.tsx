import Box from '@mui/material/Box';
import { useTranslate } from '../../i18n';
import { ApiDisplayProvider } from '../../settings/apiDisplay';
import { DocsArticle } from '../page/DocsArticle';
import type { ApiTabPageData } from '../page/pageData';
import { ApiAnnouncer } from './ApiAnnouncer';
import { ApiEntry } from './ApiEntry';
import { ApiTabs } from './ApiTabs';
import { BreakableText } from '../../shared/BreakableText';
import { apiPageSx } from './apiStyles';

/** A guide page's Components API or Hooks API tab: each of its components or hooks in turn. */
export function ApiTabPage({ page }: { page: ApiTabPageData }) {
  const t = useTranslate();
  return (
    <DocsArticle
      pathname={page.pathname}
      title={page.title}
      description={page.description}
      plan={null}
      toc={page.toc}
    >
      <ApiTabs
        guidePathname={page.guidePathname}
        hasGuide={page.hasGuide}
        tabs={page.tabs}
        current={page.tab}
      />
      <ApiDisplayProvider>
        <ApiAnnouncer>
          <Box sx={apiPageSx} data-api-reference="">
            {page.entries.length === 0 ? <p>{t(`api.emptyTab.${page.tab}`)}</p> : null}
            {page.entries.map((entry) => (
              <section key={entry.id} aria-labelledby={entry.id}>
                <Box component="h2" id={entry.id} sx={{ typography: 'h2', mt: 4 }}>
                  <code>
                    <BreakableText text={entry.name} />
                  </code>
                </Box>
                <ApiEntry view={entry} headingLevel={3} />
              </section>
            ))}
          </Box>
        </ApiAnnouncer>
      </ApiDisplayProvider>
    </DocsArticle>
  );
}
