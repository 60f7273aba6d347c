import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import GitHubIcon from '@mui/icons-material/GitHub';
import LaunchIcon from '@mui/icons-material/Launch';
import TuneIcon from '@mui/icons-material/Tune';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { LocalizedLink } from '../chrome/LocalizedLink';
import type { SandboxAction } from '../docs/demo/sandbox/sandboxActions';
import { DOCS_REPOSITORY_URL } from '../docs/siteConfig';
import { TEMPLATE_GALLERY_PATHNAME, templateUrl, type TemplateInfo } from './templateList';

/** Loaded on first use: building a sandbox project costs nothing at page load. */
const loadActions = () => import('../docs/demo/sandbox/sandboxActions');

const SANDBOXES: { action: SandboxAction; label: string }[] = [
  { action: 'codesandbox', label: 'Open in CodeSandbox' },
  { action: 'stackblitz', label: 'Open in StackBlitz' },
];

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
 * the source on GitHub and the sandbox export. It can be folded away to a single button.
 */
export function TemplateToolbar({ template, source }: { template: TemplateInfo; source: string }) {
  const framed = useFramed();
  const [open, setOpen] = useState(true);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (framed) {
    return null;
  }
  if (!open) {
    return (
      <Paper component="nav" aria-label="Template" elevation={6} sx={pill}>
        <Tooltip title="Show the template bar">
          <IconButton aria-label="Show the template bar" onClick={() => setOpen(true)}>
            <TuneIcon />
          </IconButton>
        </Tooltip>
      </Paper>
    );
  }

  const run = async (action: SandboxAction) => {
    setMenuAnchor(null);
    try {
      const { runSandboxAction } = await loadActions();
      runSandboxAction(action, {
        name: template.componentName,
        title: `${template.title} template`,
        code: source,
        variant: 'TS',
        pagePathname: templateUrl(template.slug),
      });
    } catch (caught) {
      console.error(caught);
      setError(
        `The sandbox could not be created: ${caught instanceof Error ? caught.message : String(caught)}`,
      );
    }
  };

  return (
    <Paper component="nav" aria-label="Template" elevation={6} sx={pill} data-template-toolbar="">
      <Button
        component={LocalizedLink}
        href={`${TEMPLATE_GALLERY_PATHNAME}/`}
        startIcon={<ArrowBackIcon />}
        size="small"
        sx={{ borderRadius: 99, px: 1.5 }}
      >
        Templates
      </Button>
      <Tooltip title="Source on GitHub">
        <IconButton
          component="a"
          href={`${DOCS_REPOSITORY_URL}/blob/main/${template.sourcePath}`}
          rel="noopener noreferrer"
          aria-label="Source on GitHub"
          size="small"
        >
          <GitHubIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Button
        size="small"
        endIcon={<LaunchIcon />}
        aria-haspopup="menu"
        aria-expanded={menuAnchor ? 'true' : undefined}
        aria-controls={menuAnchor ? 'template-sandbox-menu' : undefined}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
        onPointerEnter={() => void loadActions()}
        onFocus={() => void loadActions()}
        sx={{ borderRadius: 99, px: 1.5 }}
      >
        Sandbox
      </Button>
      <Menu
        id="template-sandbox-menu"
        anchorEl={menuAnchor}
        open={Boolean(menuAnchor)}
        onClose={() => setMenuAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        {SANDBOXES.map(({ action, label }) => (
          <MenuItem key={action} data-sandbox={action} onClick={() => void run(action)}>
            {label}
          </MenuItem>
        ))}
      </Menu>
      <Tooltip title="Hide the template bar">
        <IconButton aria-label="Hide the template bar" size="small" onClick={() => setOpen(false)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Snackbar open={error !== null} onClose={() => setError(null)}>
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      </Snackbar>
    </Paper>
  );
}
