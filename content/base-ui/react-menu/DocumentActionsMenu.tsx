import { useState } from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton, menuButtonClasses } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem, menuItemClasses } from '@mui/base/MenuItem';
import { styled } from '@mui/system';

const actions = [
  { id: 'rename', label: 'Rename', disabled: false },
  { id: 'duplicate', label: 'Make a copy', disabled: false },
  { id: 'move', label: 'Move to folder', disabled: false },
  { id: 'share', label: 'Share (owner only)', disabled: true },
  { id: 'delete', label: 'Move to trash', disabled: false },
];

const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 });

const Status = styled('p')({ margin: 0, fontSize: '0.875rem' });

const TriggerButton = styled(MenuButton)(({ theme }) => {
  const dark = theme.palette.mode === 'dark';
  return {
    padding: '8px 16px',
    borderRadius: 8,
    border: `1px solid ${dark ? '#475569' : '#cbd5e1'}`,
    backgroundColor: dark ? '#0f172a' : '#ffffff',
    color: dark ? '#f1f5f9' : '#0f172a',
    font: 'inherit',
    fontSize: '0.875rem',
    fontWeight: 600,
    cursor: 'pointer',
    '&:hover': { backgroundColor: dark ? '#1e293b' : '#f8fafc' },
    [`&.${menuButtonClasses.expanded}`]: { borderColor: dark ? '#60a5fa' : '#2563eb' },
    '&:focus-visible': { outline: `2px solid ${dark ? '#93c5fd' : '#2563eb'}`, outlineOffset: 2 },
  };
});

const Popup = styled('div')({ zIndex: 1300 });

const Listbox = styled('ul')(({ theme }) => {
  const dark = theme.palette.mode === 'dark';
  return {
    boxSizing: 'border-box',
    minWidth: 200,
    margin: '4px 0',
    padding: 6,
    listStyle: 'none',
    borderRadius: 8,
    border: `1px solid ${dark ? '#475569' : '#cbd5e1'}`,
    backgroundColor: dark ? '#0f172a' : '#ffffff',
    color: dark ? '#f1f5f9' : '#0f172a',
    fontSize: '0.875rem',
    boxShadow: '0 8px 24px rgb(15 23 42 / 0.18)',
    outline: 0,
  };
});

const Item = styled(MenuItem)(({ theme }) => {
  const dark = theme.palette.mode === 'dark';
  return {
    padding: '8px 10px',
    borderRadius: 6,
    cursor: 'pointer',
    userSelect: 'none',
    outline: 0,
    '&:hover': { backgroundColor: dark ? '#334155' : '#f1f5f9' },
    [`&.${menuItemClasses.focusVisible}`]: {
      backgroundColor: dark ? '#334155' : '#f1f5f9',
      boxShadow: `inset 0 0 0 2px ${dark ? '#93c5fd' : '#2563eb'}`,
    },
    [`&.${menuItemClasses.disabled}`]: {
      color: dark ? '#64748b' : '#94a3b8',
      cursor: 'not-allowed',
      backgroundColor: 'transparent',
    },
  };
});

export default function DocumentActionsMenu() {
  const [lastAction, setLastAction] = useState<string | null>(null);
  return (
    <Row>
      <Dropdown>
        <TriggerButton>Quarterly report.docx</TriggerButton>
        <Menu slots={{ root: Popup, listbox: Listbox }}>
          {actions.map((action) => (
            <Item
              key={action.id}
              disabled={action.disabled}
              onClick={() => setLastAction(action.label)}
            >
              {action.label}
            </Item>
          ))}
        </Menu>
      </Dropdown>
      <Status role="status">
        {lastAction ? `Last action: ${lastAction}` : 'Open the menu to act on the file.'}
      </Status>
    </Row>
  );
}
