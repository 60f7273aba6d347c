import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  DataGrid,
  GridColDef,
  GridColumnMenu,
  GridColumnMenuItemProps,
  GridColumnMenuProps,
  gridFilteredSortedRowIdsSelector,
  useGridApiContext,
} from '@mui/x-data-grid';

interface Contact {
  id: number;
  name: string;
  email: string;
  company: string;
  notes: string;
}

const rows: Contact[] = [
  {
    id: 1,
    name: 'Valentina Greco',
    email: 'v.greco@lumacorp.example',
    company: 'Lumacorp',
    notes: 'Prefers calls after 2 pm',
  },
  {
    id: 2,
    name: 'Samuel Boateng',
    email: 'samuel@kestrel.example',
    company: 'Kestrel Labs',
    notes: 'Renewal due in June',
  },
  {
    id: 3,
    name: 'Yuki Nakamura',
    email: 'yuki.n@orchid.example',
    company: 'Orchid Health',
    notes: 'Asked for a demo',
  },
  {
    id: 4,
    name: 'Elias Brandt',
    email: 'elias@northbeam.example',
    company: 'Northbeam',
    notes: '',
  },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'company', headerName: 'Company', width: 150 },
  // Long free text: its column menu offers no filter item.
  { field: 'notes', headerName: 'Notes', flex: 1, minWidth: 200 },
];

// Copies the column's values, as the user sees them (filtered and sorted), one per line.
function CopyValuesItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  return (
    <MenuItem
      onClick={(event) => {
        const values = gridFilteredSortedRowIdsSelector(apiRef).map((id) =>
          String(apiRef.current.getCellParams(id, colDef.field).formattedValue ?? ''),
        );
        // The browser may refuse clipboard access; the menu closes either way.
        navigator.clipboard?.writeText(values.join('\n')).catch(() => {});
        onClick(event);
      }}
    >
      <ListItemIcon>
        <ContentCopyIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Copy all {colDef.headerName?.toLowerCase()}</ListItemText>
    </MenuItem>
  );
}

// One slot component, different items depending on the column it opens for.
function PerColumnMenu(props: GridColumnMenuProps) {
  const { colDef } = props;
  const isEmail = colDef.field === 'email';
  const isNotes = colDef.field === 'notes';

  return (
    <GridColumnMenu
      {...props}
      slots={{
        // Only the email column offers copying its values.
        columnMenuCopyItem: isEmail ? CopyValuesItem : null,
        // The notes column keeps sorting and hiding, but loses the filter item.
        ...(isNotes && { columnMenuFilterItem: null }),
      }}
      slotProps={{ columnMenuCopyItem: { displayOrder: 5 } }}
    />
  );
}

export default function PerColumnMenuGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: PerColumnMenu }} hideFooter />
    </Box>
  );
}
