import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import GitHubIcon from '@mui/icons-material/GitHub';
import LaunchIcon from '@mui/icons-material/Launch';
import TuneIcon from '@mui/icons-material/Tune';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { LocalizedLink } from '../shared/LocalizedLink';
import { DOCS_REPOSITORY_URL } from '../docs/siteConfig';
import { templateGalleryPathname, type TemplateInfo } from './templateList';

const loadMenu = () => import('./TemplateSandboxMenu');
const TemplateSandboxMenu = dynamic(loadMenu, { ssr: false });

/** Warms the menu and the sandbox export on approach, so the first click opens at once. */
function preload() {
  void loadMenu().then((module) => module.loadSandboxActions());
}

const MENU_ID = 'template-sandbox-menu';

/** True inside a frame (the gallery's thumbnails), known after mount. */
function useFramed(): boolean {
  const [framed, setFramed] = useState(false);
  useEffect(() => setFramed(window.self !== window.top), []);
  return framed;
}

const pill = {
  position: 'fixed',
  insetBlockEnd: 16,
  insetInlineEnd: 16,
  zIndex: 'speedDial',
  display: 'flex',
  alignItems: 'center',
  gap: 0.5,
  p: 0.5,
  borderRadius: 99,
} as const;

/**
 * The template page's only chrome: a small floating bar with the way back to the gallery,
 * the source on GitHub and the sandbox export. It folds away to a single button.
 */
export function TemplateToolbar({ template, source }: { template: TemplateInfo; source: string }) {
  const framed = useFramed();
  const [open, setOpen] = useState(true);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [menuUsed, setMenuUsed] = useState(false);

  if (framed) {
    return null;
  }
  if (!open) {
    return (
      <Paper component="nav" aria-label="Template" elevation={6} sx={pill}>
        <IconButton
          aria-label="Show the template bar"
          title="Show the template bar"
          onClick={() => setOpen(true)}
        >
          <TuneIcon />
        </IconButton>
      </Paper>
    );
  }
  return (
    <Paper component="nav" aria-label="Template" elevation={6} sx={pill}>
      <Button
        component={LocalizedLink}
        href={`${templateGalleryPathname(template.family)}/`}
        startIcon={<ArrowBackIcon />}
        size="small"
        sx={{ borderRadius: 99, px: 1.5 }}
      >
        Templates
      </Button>
      <IconButton
        component="a"
        href={`${DOCS_REPOSITORY_URL}/blob/main/${template.sourcePath}`}
        rel="noopener noreferrer"
        aria-label="Source on GitHub"
        title="Source on GitHub"
        size="small"
      >
        <GitHubIcon fontSize="small" />
      </IconButton>
      <Button
        size="small"
        endIcon={<LaunchIcon />}
        aria-haspopup="menu"
        aria-expanded={menuAnchor ? 'true' : undefined}
        aria-controls={menuAnchor ? MENU_ID : undefined}
        onClick={(event) => {
          setMenuAnchor(event.currentTarget);
          setMenuUsed(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        sx={{ borderRadius: 99, px: 1.5 }}
      >
        Sandbox
      </Button>
      {menuUsed ? (
        <TemplateSandboxMenu
          id={MENU_ID}
          template={template}
          source={source}
          anchor={menuAnchor}
          onClose={() => setMenuAnchor(null)}
        />
      ) : null}
      <IconButton
        aria-label="Hide the template bar"
        title="Hide the template bar"
        size="small"
        onClick={() => setOpen(false)}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}
