import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Plant {
  id: number;
  name: string;
  light: string;
  water: string;
  note: string;
}

const plants: Plant[] = [
  {
    id: 1,
    name: 'Monstera deliciosa',
    light: 'Bright, indirect',
    water: 'Weekly',
    note: 'Wipe the leaves now and then; give it a moss pole to climb.',
  },
  {
    id: 2,
    name: 'Snake plant',
    light: 'Low to bright',
    water: 'Every 3 weeks',
    note: 'Rots when overwatered: let the soil dry out completely.',
  },
  {
    id: 3,
    name: 'Fiddle-leaf fig',
    light: 'Bright, indirect',
    water: 'Weekly',
    note: 'Dislikes being moved; drops leaves in drafts.',
  },
  {
    id: 4,
    name: 'Pothos',
    light: 'Low to medium',
    water: 'Every 10 days',
    note: 'Trails happily from a shelf; cuttings root in water.',
  },
  {
    id: 5,
    name: 'ZZ plant',
    light: 'Low',
    water: 'Every 3 weeks',
    note: 'Stores water in its rhizomes; ideal for offices.',
  },
  {
    id: 6,
    name: 'Calathea',
    light: 'Medium, indirect',
    water: 'Keep moist',
    note: 'Wants humidity and filtered water; leaves fold up at night.',
  },
];

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', flex: 1, minWidth: 170 },
  { field: 'light', headerName: 'Light', width: 150 },
  { field: 'water', headerName: 'Water', width: 130 },
];

export default function RowSlotPropsGrid() {
  const [previewId, setPreviewId] = React.useState<number | null>(null);
  const preview = plants.find((plant) => plant.id === previewId);

  // The row element carries its id in `data-id`.
  const showRow = (event: React.SyntheticEvent<HTMLElement>) =>
    setPreviewId(Number(event.currentTarget.dataset.id));

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={plants}
          columns={columns}
          hideFooter
          aria-label="Houseplant care"
          slotProps={{
            row: {
              onMouseEnter: showRow,
              // Focus moves cell by cell; it bubbles up to the row.
              onFocus: showRow,
            },
          }}
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 1.5, minHeight: 72 }} aria-live="polite">
        {preview ? (
          <React.Fragment>
            <Typography variant="subtitle2">{preview.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {preview.note}
            </Typography>
          </React.Fragment>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Point at a row, or move to it with the keyboard, for its care note.
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
