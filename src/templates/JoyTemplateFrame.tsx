import CssBaseline from '@mui/joy/CssBaseline';
import { CssVarsProvider } from '@mui/joy/styles';
import type { ReactNode } from 'react';
import { FollowSiteMode } from '../docs/demo/JoyDemoFrame';
import { COLOR_SCHEME_ATTRIBUTE } from '../settings';

/**
 * The setup a Joy UI template page runs in: Joy's `CssVarsProvider` and `CssBaseline`, as an app
 * has them at its root, following the site's light or dark scheme. The page is the template
 * alone, so Joy's variables go on `:root`; its dark ones apply where the site's scheme attribute
 * on `<html>` says dark. That attribute is set before first paint, so the server HTML shows the
 * right scheme at once. The provider writes no attribute and stores nothing: the site owns both.
 */
export default function JoyTemplateFrame({ children }: { children: ReactNode }) {
  return (
    <CssVarsProvider
      attribute={COLOR_SCHEME_ATTRIBUTE}
      colorSchemeNode={null}
      modeStorageKey="joy-template-mode"
      colorSchemeStorageKey="joy-template-color-scheme"
      storageWindow={null}
    >
      <CssBaseline />
      <FollowSiteMode />
      {children}
    </CssVarsProvider>
  );
}
