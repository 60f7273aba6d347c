import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';

interface Booking {
  id: number;
  guest: string;
  room: number;
  nights: number;
  total: number;
}

const rows: Booking[] = [
  { id: 1, guest: 'Nadia Haddad', room: 204, nights: 3, total: 540 },
  { id: 2, guest: 'Yosef Levi', room: 311, nights: 1, total: 165 },
  { id: 3, guest: 'Layla Mansour', room: 108, nights: 5, total: 850 },
  { id: 4, guest: 'Omar Farouk', room: 215, nights: 2, total: 330 },
];

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 140 },
  { field: 'room', headerName: 'Room', type: 'number', width: 80 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 100 },
];

const toRtl = (outerTheme: Theme) => createTheme(outerTheme, { direction: 'rtl' });

export default function RightToLeftGridAndCalendar() {
  const [rtlCache] = React.useState(() =>
    createCache({ key: 'x-demo-rtl', stylisPlugins: [prefixer, rtlPlugin] }),
  );
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={toRtl}>
        <Stack dir="rtl" spacing={2} alignItems="flex-start">
          <Box sx={{ height: 300, width: '100%' }}>
            <DataGrid
              rows={rows}
              columns={columns}
              hideFooter
              aria-label="Bookings, right to left"
            />
          </Box>
          <LocalizationProvider dateAdapter={AdapterDayjs}>
            <DateCalendar
              defaultValue={dayjs('2024-03-14')}
              sx={{ m: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}
            />
          </LocalizationProvider>
        </Stack>
      </ThemeProvider>
    </CacheProvider>
  );
}
