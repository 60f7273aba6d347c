import { useState } from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';

const actions = [
  { id: 'rename', label: 'Rename', disabled: false },
  { id: 'duplicate', label: 'Make a copy', disabled: false },
  { id: 'move', label: 'Move to folder', disabled: false },
  { id: 'share', label: 'Share (owner only)', disabled: true },
  { id: 'delete', label: 'Move to trash', disabled: false },
];

// The menu renders in a portal at the end of <body>, so it carries its own color variables.
const css = `
.file-menu-button, .file-menu {
  --menu-border: #cbd5e1;
  --menu-bg: #ffffff;
  --menu-hover: #f1f5f9;
  --menu-text: #0f172a;
  --menu-focus: #2563eb;
  --menu-disabled: #94a3b8;
}
/* Dark colors apply under data-mui-color-scheme=dark on the html element (set by this site and
   by the CssVarsProvider of Material UI), or with a dark OS setting where nothing sets it. */
[data-mui-color-scheme=dark] :is(.file-menu-button, .file-menu) {
  --menu-border: #475569;
  --menu-bg: #0f172a;
  --menu-hover: #334155;
  --menu-text: #f1f5f9;
  --menu-focus: #93c5fd;
  --menu-disabled: #64748b;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) :is(.file-menu-button, .file-menu) {
    --menu-border: #475569;
    --menu-bg: #0f172a;
    --menu-hover: #334155;
    --menu-text: #f1f5f9;
    --menu-focus: #93c5fd;
    --menu-disabled: #64748b;
  }
}
.file-row { display: flex; flex-wrap: wrap; align-items: center; gap: 16px; }
.file-status { margin: 0; font-size: 0.875rem; }
.file-menu-button {
  padding: 8px 16px;
  border-radius: 8px;
  border: 1px solid var(--menu-border);
  background-color: var(--menu-bg);
  color: var(--menu-text);
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
}
.file-menu-button:hover { background-color: var(--menu-hover); }
.file-menu-button.base--expanded { border-color: var(--menu-focus); }
.file-menu-button:focus-visible { outline: 2px solid var(--menu-focus); outline-offset: 2px; }
.file-menu { z-index: 1300; }
.file-menu .base-Menu-listbox {
  box-sizing: border-box;
  min-width: 200px;
  margin: 4px 0;
  padding: 6px;
  list-style: none;
  border-radius: 8px;
  border: 1px solid var(--menu-border);
  background-color: var(--menu-bg);
  color: var(--menu-text);
  font-size: 0.875rem;
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.18);
  outline: 0;
}
.file-menu .base-MenuItem-root {
  padding: 8px 10px;
  border-radius: 6px;
  cursor: pointer;
  user-select: none;
  outline: 0;
}
.file-menu .base-MenuItem-root:hover { background-color: var(--menu-hover); }
.file-menu .base-MenuItem-root.base--focusVisible {
  background-color: var(--menu-hover);
  box-shadow: inset 0 0 0 2px var(--menu-focus);
}
.file-menu .base-MenuItem-root.base--disabled {
  color: var(--menu-disabled);
  cursor: not-allowed;
  background-color: transparent;
}
`;

export default function DocumentActionsMenuCss() {
  const [lastAction, setLastAction] = useState<string | null>(null);
  return (
    <div className="file-row">
      <style>{css}</style>
      <Dropdown>
        <MenuButton className="file-menu-button">Quarterly report.docx</MenuButton>
        <Menu className="file-menu">
          {actions.map((action) => (
            <MenuItem
              key={action.id}
              disabled={action.disabled}
              onClick={() => setLastAction(action.label)}
            >
              {action.label}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <p className="file-status" role="status">
        {lastAction ? `Last action: ${lastAction}` : 'Open the menu to act on the file.'}
      </p>
    </div>
  );
}
