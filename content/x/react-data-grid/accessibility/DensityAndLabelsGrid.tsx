import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridDensity,
  GridLocaleText,
  GridToolbar,
  useGridApiRef,
} from '@mui/x-data-grid';

interface Medicine {
  id: number;
  name: string;
  dose: string;
  stock: number;
}

const rows: Medicine[] = [
  { id: 1, name: 'Amoxicillin', dose: '500 mg', stock: 120 },
  { id: 2, name: 'Ibuprofen', dose: '400 mg', stock: 340 },
  { id: 3, name: 'Metformin', dose: '850 mg', stock: 75 },
  { id: 4, name: 'Omeprazole', dose: '20 mg', stock: 210 },
  { id: 5, name: 'Salbutamol', dose: '100 µg', stock: 18 },
  { id: 6, name: 'Cetirizine', dose: '10 mg', stock: 260 },
];

const columns: GridColDef<Medicine>[] = [
  { field: 'name', headerName: 'Medicine', width: 160 },
  { field: 'dose', headerName: 'Dose', width: 110 },
  { field: 'stock', headerName: 'Units in stock', type: 'number', width: 140 },
];

// Clearer names for screen readers than the defaults, in the words of this app.
const localeText: Partial<GridLocaleText> = {
  toolbarQuickFilterPlaceholder: 'Search medicines…',
  toolbarQuickFilterLabel: 'Search medicines',
  checkboxSelectionSelectRow: 'Select this medicine',
  checkboxSelectionSelectAllRows: 'Select all medicines',
};

interface AriaReading {
  role: string;
  label: string;
  labelOnGrid: boolean;
  rowCount: string;
  colCount: string;
  rowHeight: number;
}

export default function DensityAndLabelsGrid() {
  const apiRef = useGridApiRef();
  const [density, setDensity] = React.useState<GridDensity>('standard');
  const [reading, setReading] = React.useState<AriaReading | null>(null);

  // Read what assistive technology gets from the DOM, after each density change.
  React.useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const root = apiRef.current.rootElementRef?.current;
      const grid = root?.querySelector('[role="grid"]');
      const row = root?.querySelector('[role="row"][data-id]');
      if (!root || !grid || !row) {
        return;
      }
      // The element whose aria-labelledby names the grid: the role="grid" element itself,
      // or an ancestor (in 6.19.1 with ariaV7, the prop lands on the grid's outer element).
      const named = grid.closest('[aria-labelledby]');
      const labelledBy = named?.getAttribute('aria-labelledby');
      setReading({
        role: grid.getAttribute('role') ?? '',
        label: labelledBy ? (document.getElementById(labelledBy)?.textContent ?? '') : '',
        labelOnGrid: named === grid,
        rowCount: grid.getAttribute('aria-rowcount') ?? '',
        colCount: grid.getAttribute('aria-colcount') ?? '',
        rowHeight: row.getBoundingClientRect().height,
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [apiRef, density]);

  return (
    <Stack spacing={1}>
      <Typography id="medicine-grid-title" variant="subtitle1" component="h3">
        Pharmacy stock
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_, value: GridDensity | null) => value && setDensity(value)}
        aria-label="Row density"
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary" role="status" data-testid="aria-reading">
        {reading
          ? `Measured: role="${reading.role}", aria-rowcount=${reading.rowCount}, ` +
            `aria-colcount=${reading.colCount}, label "${reading.label}" on ` +
            `${reading.labelOnGrid ? 'the grid element' : 'an enclosing element'}, ` +
            `row height ${Math.round(reading.rowHeight)} px.`
          : 'Measuring…'}
      </Typography>
      <Box
        component="section"
        aria-labelledby="medicine-grid-title"
        sx={{ height: 400, width: '100%' }}
      >
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          density={density}
          checkboxSelection
          localeText={localeText}
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
          hideFooter
          aria-labelledby="medicine-grid-title"
          experimentalFeatures={{ ariaV7: true }}
        />
      </Box>
    </Stack>
  );
}
