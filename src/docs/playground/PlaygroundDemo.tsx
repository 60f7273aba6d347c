import Box from '@mui/material/Box';
import { DEMO_COMPONENTS } from '../../../generated/demoComponents';
import { LocalizedLink } from '../../shared/LocalizedLink';
import { useTranslate } from '../../i18n';
import { demoPagePathname } from '../demo/demoRecord';
import { DemoThemeProvider } from '../demo/DemoThemeProvider';
import { pageKeyToUrl } from '../siteConfig';
import type { PlaygroundDemoLink } from './PlaygroundIndex';

/** One demo on the whole page. */
export function PlaygroundDemo({ demo }: { demo: PlaygroundDemoLink }) {
  const t = useTranslate();
  // The demo loads with the page (`next/dynamic`), so it is live as soon as the page is.
  const Component = DEMO_COMPONENTS[demo.name];
  return (
    <>
      <Box
        component="section"
        aria-label={`${t('playground.demoRegion')}: ${demo.title}`}
        data-testid="playground-demo"
        sx={{ flexGrow: 1, p: { xs: 2, sm: 4 } }}
      >
        <DemoThemeProvider>
          <Component />
        </DemoThemeProvider>
      </Box>
      <Box sx={{ px: { xs: 2, sm: 4 }, pb: 3 }}>
        <LocalizedLink href={pageKeyToUrl(demoPagePathname(demo.name))}>
          {t('playground.openPage')}
        </LocalizedLink>
      </Box>
    </>
  );
}
