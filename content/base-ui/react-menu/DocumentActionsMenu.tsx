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

const TriggerButton = styled(MenuButton)(({ theme }) => ({
  padding: '8px 16px',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#ffffff',
  color: '#0f172a',
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': {
    backgroundColor: '#f8fafc',
    ...theme.applyStyles('dark', { backgroundColor: '#1e293b' }),
  },
  [`&.${menuButtonClasses.expanded}`]: {
    borderColor: '#2563eb',
    ...theme.applyStyles('dark', { borderColor: '#60a5fa' }),
  },
  '&:focus-visible': {
    outline: '2px solid #2563eb',
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: '#93c5fd' }),
  },
  ...theme.applyStyles('dark', {
    borderColor: '#475569',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
  }),
}));

const Popup = styled('div')({ zIndex: 1300 });

const Listbox = styled('ul')(({ theme }) => ({
  boxSizing: 'border-box',
  minWidth: 200,
  margin: '4px 0',
  padding: 6,
  listStyle: 'none',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#ffffff',
  color: '#0f172a',
  fontSize: '0.875rem',
  boxShadow: '0 8px 24px rgb(15 23 42 / 0.18)',
  outline: 0,
  ...theme.applyStyles('dark', {
    borderColor: '#475569',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
  }),
}));

const Item = styled(MenuItem)(({ theme }) => ({
  padding: '8px 10px',
  borderRadius: 6,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 0,
  '&:hover': {
    backgroundColor: '#f1f5f9',
    ...theme.applyStyles('dark', { backgroundColor: '#334155' }),
  },
  [`&.${menuItemClasses.focusVisible}`]: {
    backgroundColor: '#f1f5f9',
    boxShadow: 'inset 0 0 0 2px #2563eb',
    ...theme.applyStyles('dark', {
      backgroundColor: '#334155',
      boxShadow: 'inset 0 0 0 2px #93c5fd',
    }),
  },
  [`&.${menuItemClasses.disabled}`]: {
    color: '#94a3b8',
    cursor: 'not-allowed',
    backgroundColor: 'transparent',
    ...theme.applyStyles('dark', { color: '#64748b' }),
  },
}));

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
