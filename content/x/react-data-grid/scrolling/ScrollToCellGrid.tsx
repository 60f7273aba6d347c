import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

interface Shipment {
  id: number;
  reference: string;
  [month: string]: string | number;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// 100 rows: the MIT grid shows at most 100 rows per page, so every row is on this one page.
const rows: Shipment[] = Array.from({ length: 100 }, (_, index) => {
  const row: Shipment = { id: index + 1, reference: `SHP-${String(index + 1).padStart(4, '0')}` };
  months.forEach((month, monthIndex) => {
    row[month] = 40 + ((index * 37 + monthIndex * 11) % 160);
  });
  return row;
});

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 130 },
  ...months.map((month) => ({
    field: month,
    headerName: month,
    type: 'number' as const,
    width: 110,
  })),
];

export default function ScrollToCellGrid() {
  const apiRef = useGridApiRef();
  const [rowNumber, setRowNumber] = React.useState('80');
  const [field, setField] = React.useState('Oct');
  const [message, setMessage] = React.useState('Pick a row and a column, then scroll.');

  const rowIndex = Number(rowNumber) - 1;
  const isValidRow = Number.isInteger(rowIndex) && rowIndex >= 0 && rowIndex < rows.length;

  const handleScroll = () => {
    if (!isValidRow) {
      return;
    }
    // Both indexes count visible rows and columns, after sorting and filtering.
    const colIndex = apiRef.current.getColumnIndex(field);
    apiRef.current.scrollToIndexes({ rowIndex, colIndex });
    // Scrolling does not move keyboard focus: do it too, so arrow keys continue from there.
    const id = apiRef.current.getSortedRowIds()[rowIndex];
    apiRef.current.setCellFocus(id, field);
    const { top, left } = apiRef.current.getScrollPosition();
    setMessage(
      `Row ${rowNumber} (${String(apiRef.current.getRow(id)?.reference)}), column ${field}: ` +
        `scrolled to ${Math.round(top)} px from the top and ${Math.abs(Math.round(left))} px sideways.`,
    );
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center">
        <TextField
          size="small"
          label="Row number (1–100)"
          type="number"
          value={rowNumber}
          onChange={(event) => setRowNumber(event.target.value)}
          error={!isValidRow}
          inputProps={{ min: 1, max: 100 }}
          sx={{ width: 170 }}
        />
        <TextField
          select
          size="small"
          label="Column"
          value={field}
          onChange={(event) => setField(event.target.value)}
          sx={{ width: 130 }}
        >
          {columns.map((column) => (
            <MenuItem key={column.field} value={column.field}>
              {column.headerName}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={handleScroll} disabled={!isValidRow}>
          Scroll to cell
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        {message}
      </Typography>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          aria-label="Shipments per month"
        />
      </Box>
    </Stack>
  );
}
