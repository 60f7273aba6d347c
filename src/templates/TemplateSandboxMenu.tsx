import Alert from '@mui/material/Alert';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import type { SandboxAction } from '../docs/demo/sandbox/sandboxActions';
import { templateUrl, type TemplateInfo } from './templateList';

/** Loaded on first use: building a sandbox project costs nothing at page load. */
export const loadSandboxActions = () => import('../docs/demo/sandbox/sandboxActions');

const SANDBOXES: { action: SandboxAction; label: string }[] = [
  { action: 'codesandbox', label: 'Open in CodeSandbox' },
  { action: 'stackblitz', label: 'Open in StackBlitz' },
];

interface TemplateSandboxMenuProps {
  id: string;
  template: TemplateInfo;
  source: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The template bar's sandbox menu (its own chunk, loaded when the bar's button is first used). */
export default function TemplateSandboxMenu(props: TemplateSandboxMenuProps) {
  const { id, template, source, anchor, onClose } = props;
  const [error, setError] = useState<string | null>(null);

  const run = async (action: SandboxAction) => {
    onClose();
    try {
      const { runSandboxAction } = await loadSandboxActions();
      runSandboxAction(action, {
        name: template.componentName,
        title: `${template.title} template`,
        code: source,
        variant: 'TS',
        pagePathname: templateUrl(template),
        // A Joy UI project renders the template inside Joy's CssVarsProvider.
        family: template.family,
      });
    } catch (caught) {
      console.error(caught);
      const message = caught instanceof Error ? caught.message : String(caught);
      setError(`The sandbox could not be created: ${message}`);
    }
  };

  return (
    <>
      <Menu
        id={id}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={onClose}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        {SANDBOXES.map(({ action, label }) => (
          <MenuItem key={action} data-sandbox={action} onClick={() => void run(action)}>
            {label}
          </MenuItem>
        ))}
      </Menu>
      <Snackbar open={error !== null} onClose={() => setError(null)}>
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      </Snackbar>
    </>
  );
}
