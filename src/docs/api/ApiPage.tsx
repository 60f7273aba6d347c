import Box from '@mui/material/Box';
import { ApiDisplayProvider } from '../../settings/apiDisplay';
import { DocsArticle } from '../page/DocsArticle';
import type { ApiPageData } from '../page/pageData';
import { ApiAnnouncer } from './ApiAnnouncer';
import { ApiEntry } from './ApiEntry';
import { ApiIndex } from './ApiIndex';
import { apiPageSx } from './apiStyles';

/** An X API page (a component or interface) or a product's API index. */
export function ApiPage({ page }: { page: ApiPageData }) {
  return (
    <DocsArticle
      pathname={page.pathname}
      title={page.title}
      description={page.description}
      plan={page.plan}
      toc={page.toc}
    >
      <ApiDisplayProvider>
        <ApiAnnouncer>
          <Box sx={apiPageSx} data-api-reference="">
            {'kind' in page.view ? <ApiEntry view={page.view} /> : <ApiIndex view={page.view} />}
          </Box>
        </ApiAnnouncer>
      </ApiDisplayProvider>
    </DocsArticle>
  );
}
