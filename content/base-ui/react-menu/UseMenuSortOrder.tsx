import { useRef, useState, type ReactNode } from 'react';
import { useDropdown, DropdownContext } from '@mui/base/useDropdown';
import { useMenuButton } from '@mui/base/useMenuButton';
import { useMenu, MenuProvider } from '@mui/base/useMenu';
import { useMenuItem } from '@mui/base/useMenuItem';
import { styled } from '@mui/system';

const sortOrders = ['Newest first', 'Oldest first', 'Most commented', 'Title A–Z'];

function SortButton({ children }: { children: ReactNode }) {
  const { getRootProps, open } = useMenuButton();
  return (
    <Trigger type="button" {...getRootProps()} data-open={open}>
      {children}
    </Trigger>
  );
}

function SortMenu({ children }: { children: ReactNode }) {
  const { contextValue, getListboxProps, open } = useMenu();
  return (
    <List {...getListboxProps()} hidden={!open}>
      <MenuProvider value={contextValue}>{children}</MenuProvider>
    </List>
  );
}

function SortItem({
  label,
  selected,
  onSelect,
}: {
  label: string;
  selected: boolean;
  onSelect: () => void;
}) {
  const rootRef = useRef<HTMLLIElement>(null);
  const { getRootProps, highlighted } = useMenuItem({ rootRef, label, onClick: onSelect });
  return (
    <Item {...getRootProps()} data-highlighted={highlighted} aria-current={selected || undefined}>
      {label}
    </Item>
  );
}

export default function UseMenuSortOrder() {
  const [sortOrder, setSortOrder] = useState(sortOrders[0]);
  // useDropdown holds the open state that the button and the menu share through context.
  const { contextValue } = useDropdown();
  return (
    <Wrapper>
      <DropdownContext.Provider value={contextValue}>
        <SortButton>Sort: {sortOrder}</SortButton>
        <SortMenu>
          {sortOrders.map((order) => (
            <SortItem
              key={order}
              label={order}
              selected={order === sortOrder}
              onSelect={() => setSortOrder(order)}
            />
          ))}
        </SortMenu>
      </DropdownContext.Provider>
    </Wrapper>
  );
}

const Wrapper = styled('div')(({ theme }) => ({
  // The demo's colors, as custom properties its parts read; the dark scheme's come last.
  '--border': '#cbd5e1',
  '--surface': '#ffffff',
  '--text': '#0f172a',
  '--accent': '#2563eb',
  '--hover': '#f1f5f9',
  ...theme.applyStyles('dark', {
    '--border': '#475569',
    '--surface': '#0f172a',
    '--text': '#f1f5f9',
    '--accent': '#60a5fa',
    '--hover': '#1e293b',
  }),
  position: 'relative',
  display: 'inline-block',
  minHeight: 40,
}));

const Trigger = styled('button')({
  padding: '8px 14px',
  border: '1px solid var(--border)',
  borderRadius: 999,
  backgroundColor: 'var(--surface)',
  color: 'var(--text)',
  font: 'inherit',
  fontSize: '0.875rem',
  cursor: 'pointer',
  '&[data-open="true"]': { borderColor: 'var(--accent)' },
  '&:focus-visible': { outline: '2px solid var(--accent)', outlineOffset: 2 },
});

const List = styled('ul')({
  position: 'absolute',
  top: '100%',
  insetInlineStart: 0,
  zIndex: 1,
  minWidth: 200,
  margin: '4px 0 0',
  padding: 4,
  listStyle: 'none',
  border: '1px solid var(--border)',
  borderRadius: 8,
  backgroundColor: 'var(--surface)',
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.2)',
  fontSize: '0.875rem',
  outline: 0,
});

const Item = styled('li')({
  padding: '6px 10px',
  borderRadius: 6,
  cursor: 'pointer',
  outline: 0,
  '&[data-highlighted="true"]': { backgroundColor: 'var(--hover)' },
  '&[aria-current="true"]': { fontWeight: 700 },
});
