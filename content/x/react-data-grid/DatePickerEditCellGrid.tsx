import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { Dayjs } from 'dayjs';

interface Shipment {
  id: number;
  reference: string;
  destination: string;
  eta: Date;
}

const rows: Shipment[] = [
  { id: 1, reference: 'SH-1042', destination: 'Rotterdam', eta: new Date(2024, 2, 4) },
  { id: 2, reference: 'SH-1043', destination: 'Valparaíso', eta: new Date(2024, 2, 11) },
  { id: 3, reference: 'SH-1044', destination: 'Busan', eta: new Date(2024, 2, 19) },
  { id: 4, reference: 'SH-1045', destination: 'Durban', eta: new Date(2024, 3, 2) },
  { id: 5, reference: 'SH-1046', destination: 'Vancouver', eta: new Date(2024, 3, 9) },
];

/** Edits a `date` cell with the date picker instead of the grid's native date input. */
function DatePickerEditCell({ id, field, value, hasFocus }: GridRenderEditCellParams<Shipment>) {
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
      value={value ? dayjs(value as Date) : null}
      onChange={handleChange}
      autoFocus={hasFocus}
      slotProps={{
        textField: { size: 'small', fullWidth: true, inputProps: { 'aria-label': 'Arrival date' } },
      }}
      sx={{ '& .MuiOutlinedInput-notchedOutline': { border: 'none' } }}
    />
  );
}

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 120 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  {
    field: 'eta',
    headerName: 'Arrival date',
    type: 'date',
    width: 200,
    editable: true,
    renderEditCell: (params) => <DatePickerEditCell {...params} />,
  },
];

export default function DatePickerEditCellGrid() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </LocalizationProvider>
  );
}
