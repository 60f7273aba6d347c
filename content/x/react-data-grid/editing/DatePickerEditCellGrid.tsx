import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { Dayjs } from 'dayjs';
import {
  DataGrid,
  GridColDef,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

interface Booking {
  id: number;
  guest: string;
  checkIn: Date;
  nights: number;
}

const rows: Booking[] = [
  { id: 1, guest: 'Noor Haddad', checkIn: new Date(2024, 5, 14), nights: 3 },
  { id: 2, guest: 'Pablo Ortega', checkIn: new Date(2024, 6, 2), nights: 7 },
  { id: 3, guest: 'Eva Lindqvist', checkIn: new Date(2024, 6, 19), nights: 2 },
  { id: 4, guest: 'Tariq Aziz', checkIn: new Date(2024, 7, 1), nights: 5 },
];

function DatePickerEditCell(props: GridRenderEditCellParams<Booking, Date>) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();

  const handleChange = (newValue: Dayjs | null) => {
    apiRef.current.setEditCellValue({
      id,
      field,
      value: newValue && newValue.isValid() ? newValue.toDate() : null,
    });
  };

  return (
    <DatePicker
      value={value ? dayjs(value) : null}
      onChange={handleChange}
      autoFocus={hasFocus}
      slotProps={{
        textField: {
          size: 'small',
          inputProps: { 'aria-label': 'Check-in date' },
          sx: { mx: 0.5, '& .MuiInputBase-root': { fontSize: 'inherit' } },
        },
      }}
    />
  );
}

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 150 },
  {
    field: 'checkIn',
    headerName: 'Check-in',
    type: 'date',
    width: 220,
    editable: true,
    renderEditCell: (params) => <DatePickerEditCell {...params} />,
  },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 100, editable: true },
];

export default function DatePickerEditCellGrid() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 300, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          aria-label="Bookings with a date picker editor"
        />
      </Box>
    </LocalizationProvider>
  );
}
