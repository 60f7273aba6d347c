import Box from '@mui/material/Box';
import dynamic from 'next/dynamic';
import { DEMO_COMPONENTS } from '../../../generated/demoComponents';
import { LocalizedLink } from '../../shared/LocalizedLink';
import { useTranslate } from '../../i18n';
import { demoPagePathname } from '../demo/demoRecord';
import { demoFamily } from '../demo/demoFamily';
import type { DemoFrame } from '../demo/demoFrames';
import { DemoThemeProvider } from '../demo/DemoThemeProvider';
import { pageKeyToUrl } from '../siteConfig';
import type { PlaygroundDemoLink } from './PlaygroundIndex';

/**
 * Joy UI demos run under Joy's provider here too (as on their page, see demoFrames.ts); it is
 * a chunk of its own, rendered on the server and loaded before hydration by `next/dynamic`.
 */
const JoyDemoFrame: DemoFrame = dynamic(() =>
  import('../demo/JoyDemoFrame').then((module) => module.JoyDemoFrame),
);

/** The setup a demo of the playground runs in: its family's. */
function playgroundFrame(name: string): DemoFrame {
  return demoFamily(name) === 'joy-ui' ? JoyDemoFrame : DemoThemeProvider;
}

/** One demo on the whole page. */
export function PlaygroundDemo({ demo }: { demo: PlaygroundDemoLink }) {
  const t = useTranslate();
  // The demo loads with the page (`next/dynamic`), so it is live as soon as the page is.
  const Component = DEMO_COMPONENTS[demo.name];
  const Frame = playgroundFrame(demo.name);
  return (
    <>
      <Box
        component="section"
        aria-label={`${t('playground.demoRegion')}: ${demo.title}`}
        data-testid="playground-demo"
        sx={{ flexGrow: 1, p: { xs: 2, sm: 4 } }}
      >
        <Frame>
          <Component />
        </Frame>
      </Box>
      <Box sx={{ px: { xs: 2, sm: 4 }, pb: 3 }}>
        <LocalizedLink href={pageKeyToUrl(demoPagePathname(demo.name))}>
          {t('playground.openPage')}
        </LocalizedLink>
      </Box>
    </>
  );
}
