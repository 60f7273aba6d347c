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

const menuClasses = {
  button:
    'cursor-pointer rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:outline-blue-300 [&.base--expanded]:border-blue-600 dark:[&.base--expanded]:border-blue-400',
  popup: 'z-[1300]',
  listbox:
    'my-1 box-border min-w-[200px] list-none rounded-lg border border-slate-300 bg-white p-1.5 text-sm text-slate-900 shadow-[0_8px_24px_rgb(15_23_42/0.18)] outline-0 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100',
  item: 'cursor-pointer select-none rounded-md px-2.5 py-2 outline-0 hover:bg-slate-100 dark:hover:bg-slate-700 [&.base--focusVisible]:bg-slate-100 [&.base--focusVisible]:shadow-[inset_0_0_0_2px_#2563eb] dark:[&.base--focusVisible]:bg-slate-700 dark:[&.base--focusVisible]:shadow-[inset_0_0_0_2px_#93c5fd] [&.base--disabled]:cursor-not-allowed [&.base--disabled]:bg-transparent [&.base--disabled]:text-slate-400 dark:[&.base--disabled]:text-slate-500',
};

export default function DocumentActionsMenuTailwind() {
  const [lastAction, setLastAction] = useState<string | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Dropdown>
        <MenuButton className={menuClasses.button}>Quarterly report.docx</MenuButton>
        <Menu
          slotProps={{
            // Kept inside the demo's element, where its Tailwind classes apply.
            root: { className: menuClasses.popup, disablePortal: true },
            listbox: { className: menuClasses.listbox },
          }}
        >
          {actions.map((action) => (
            <MenuItem
              key={action.id}
              className={menuClasses.item}
              disabled={action.disabled}
              onClick={() => setLastAction(action.label)}
            >
              {action.label}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <p className="m-0 text-sm" role="status">
        {lastAction ? `Last action: ${lastAction}` : 'Open the menu to act on the file.'}
      </p>
    </div>
  );
}
