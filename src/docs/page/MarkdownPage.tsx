import { LocalizedLink } from '../../shared/LocalizedLink';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import dynamic from 'next/dynamic';
import { PageFeedback } from '../../feedback';
import { useTranslate } from '../../i18n';
import { ApiTabs } from '../api/ApiTabs';
import { DEMO_LICENSE_KEY, licenseNoteDemo } from '../demo/demoLicense';
import { DOCS_REPOSITORY_URL } from '../siteConfig';
import { DemoAd } from '../../sponsors/DemoAd';
import { DocsArticle } from './DocsArticle';
import { MarkdownHtml } from './MarkdownHtml';
import { PageTool } from './PageTool';
import type { MarkdownPageData } from './pageData';
import { openingLength, useOpeningFirst } from './useOpeningFirst';

/**
 * The demo engine (toolbar, registry, live preview) loads only on pages that have demos:
 * server-rendered there, and its chunk is part of the page's scripts; prose pages never fetch it.
 */
const DemoBlock = dynamic(() => import('../demo/DemoBlock').then((module) => module.DemoBlock));
const DemoStylings = dynamic(() =>
  import('../demo/DemoStylings').then((module) => module.DemoStylings),
);

/** A documentation page written in markdown. */
export function MarkdownPage({ page }: { page: MarkdownPageData }) {
  const t = useTranslate();
  const licensed = licenseNoteDemo(
    page.body.flatMap((segment) => (segment.kind === 'demo' ? [segment.demo] : [])),
    DEMO_LICENSE_KEY,
  );
  const shown = useOpeningFirst(
    page.pathname,
    page.body.length,
    openingLength(page.body.map((segment) => segment.kind)),
  );
  const complete = shown === page.body.length;
  return (
    <DocsArticle
      pathname={page.pathname}
      title={page.title}
      description={page.description}
      plan={page.plan}
      planned={page.planned}
      toc={page.toc}
      complete={complete}
      footer={
        <>
          <PageFeedback pathname={page.pathname} title={page.title} sections={page.toc} />
          <Box
            component="a"
            href={`${DOCS_REPOSITORY_URL}/edit/main/${page.sourcePath}`}
            rel="noopener noreferrer"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.75,
              mt: 5,
              fontSize: '0.875rem',
              color: 'primary.main',
            }}
          >
            <EditIcon fontSize="small" />
            {t('page.editPage')}
          </Box>
        </>
      }
    >
      {page.apiTabs.length > 0 ? (
        <ApiTabs guidePathname={page.pathname} tabs={page.apiTabs} current="guide" />
      ) : null}
      {page.body
        .slice(0, shown)
        .map((segment, index) =>
          segment.kind === 'html' ? (
            <MarkdownHtml key={index} html={segment.html} />
          ) : segment.kind === 'tool' ? (
            <PageTool key={segment.name} name={segment.name} />
          ) : segment.kind === 'ad' ? (
            <DemoAd key="ad" promotion={segment.promotion} />
          ) : segment.css || segment.tailwind ? (
            <DemoStylings
              key={segment.demo.name}
              system={segment.demo}
              tailwind={segment.tailwind}
              css={segment.css}
            />
          ) : (
            <DemoBlock
              key={segment.demo.name}
              demo={segment.demo}
              licenseNote={segment.demo.name === licensed}
            />
          ),
        )}
      {complete && page.apiLinks.length > 0 ? (
        <>
          <h2 id="api">API</h2>
          <ul>
            {page.apiLinks.map((link) => (
              <li key={link.href}>
                <LocalizedLink href={link.href}>
                  <code>{`<${link.name} />`}</code>
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </DocsArticle>
  );
}
