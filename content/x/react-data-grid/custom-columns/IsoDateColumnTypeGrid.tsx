import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColTypeDef } from '@mui/x-data-grid';

// Rows as a JSON API sends them: dates are ISO 8601 strings, not Date objects.
interface Booking {
  id: number;
  guest: string;
  checkIn: string;
  checkOut: string;
}

const rows: Booking[] = [
  { id: 1, guest: 'Hannah Schulz', checkIn: '2024-07-02', checkOut: '2024-07-05' },
  { id: 2, guest: 'Mateo Rossi', checkIn: '2024-06-28', checkOut: '2024-07-01' },
  { id: 3, guest: 'Yuki Tanaka', checkIn: '2024-07-10', checkOut: '2024-07-17' },
  { id: 4, guest: 'Chidi Eze', checkIn: '2024-07-04', checkOut: '2024-07-06' },
  { id: 5, guest: 'Léa Martin', checkIn: '2024-08-01', checkOut: '2024-08-03' },
];

// "2024-07-02" as a Date at local midnight of that day (new Date("2024-07-02") would be UTC).
function parseIsoDay(text: string | null | undefined): Date | null {
  if (!text) {
    return null;
  }
  const [year, month, day] = text.split('-').map(Number);
  return new Date(year, month - 1, day);
}

function toIsoDay(date: Date | null): string {
  if (!date) {
    return '';
  }
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

// A `date` column over string data: the getter turns the string into the Date the type expects,
// so sorting, the date filter operators and the date editor all work.
const isoDayColumnType: GridColTypeDef<Date | null, string> = {
  type: 'date',
  width: 150,
  valueGetter: ({ value }) => parseIsoDay(value),
  valueFormatter: ({ value }) => (value ? dayFormat.format(value) : ''),
};

// Writing back needs the field, which a setter's params do not carry: wrap the type in a
// function that knows it, and store a string again, in the row's own format.
function editableIsoDayColumn(
  field: 'checkIn' | 'checkOut',
  headerName: string,
): GridColDef<Booking> {
  return {
    field,
    headerName,
    editable: true,
    ...isoDayColumnType,
    valueSetter: ({ value, row }) => ({ ...row, [field]: toIsoDay(value) }),
  };
}

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 160 },
  editableIsoDayColumn('checkIn', 'Check-in'),
  editableIsoDayColumn('checkOut', 'Check-out'),
];

export default function IsoDateColumnTypeGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'checkIn', sort: 'asc' }] } }}
        hideFooter
        aria-label="Hotel bookings"
      />
    </Box>
  );
}
