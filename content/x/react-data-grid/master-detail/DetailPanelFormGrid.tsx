import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPro, DataGridProProps, GridColDef, useGridApiContext } from '@mui/x-data-grid-pro';

interface Supplier {
  id: number;
  company: string;
  contact: string;
  email: string;
  phone: string;
}

const initialRows: Supplier[] = [
  {
    id: 1,
    company: 'Greenleaf Packaging',
    contact: 'Hanna Berg',
    email: 'hanna@greenleaf.example',
    phone: '+46 8 555 0142',
  },
  {
    id: 2,
    company: 'Atlas Freight',
    contact: 'Kwame Mensah',
    email: 'k.mensah@atlas.example',
    phone: '+44 20 7946 0321',
  },
  {
    id: 3,
    company: 'Sierra Textiles',
    contact: 'Lucía Romero',
    email: 'lucia@sierratex.example',
    phone: '+34 91 555 0187',
  },
  {
    id: 4,
    company: 'Blue Peak Coffee',
    contact: 'Tom Nguyen',
    email: 'tom@bluepeak.example',
    phone: '+1 503 555 0199',
  },
];

const columns: GridColDef<Supplier>[] = [
  { field: 'company', headerName: 'Company', width: 180 },
  { field: 'contact', headerName: 'Contact', width: 150 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
];

// The panel is unmounted when it closes, so the draft lives only while it is open.
function SupplierForm({ row }: { row: Supplier }) {
  const apiRef = useGridApiContext();
  const [draft, setDraft] = React.useState(row);
  const changed = (Object.keys(row) as (keyof Supplier)[]).some((key) => row[key] !== draft[key]);

  const field = (key: 'contact' | 'email' | 'phone', label: string) => (
    <TextField
      size="small"
      label={label}
      value={draft[key]}
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
    />
  );

  return (
    <Box
      component="form"
      aria-label={`Edit ${row.company}`}
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        apiRef.current.updateRows([draft]);
        apiRef.current.toggleDetailPanel(row.id);
      }}
      sx={{ p: 2 }}
    >
      <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap" alignItems="center">
        {field('contact', 'Contact')}
        {field('email', 'Email')}
        {field('phone', 'Phone')}
        <Button type="submit" variant="contained" size="small" disabled={!changed}>
          Save
        </Button>
        <Button size="small" onClick={() => setDraft(row)} disabled={!changed}>
          Reset
        </Button>
      </Stack>
    </Box>
  );
}

const getDetailPanelContent: DataGridProProps['getDetailPanelContent'] = ({ row }) => (
  <SupplierForm row={row} />
);

const getDetailPanelHeight: DataGridProProps['getDetailPanelHeight'] = () => 'auto';

export default function DetailPanelFormGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={initialRows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: [1] } }}
        hideFooter
      />
    </Box>
  );
}
