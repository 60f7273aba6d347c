import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// `<input type="date">` reads and writes `YYYY-MM-DD`, whatever the browser displays.
const NATIVE_FORMAT = 'YYYY-MM-DD';

export default function BrowserDateInputSync() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(dayjs('2024-05-14'));
  const nativeValue = departure && departure.isValid() ? departure.format(NATIVE_FORMAT) : '';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems="flex-start">
        <DatePicker label="Departure (picker)" value={departure} onChange={setDeparture} />
        <Stack spacing={0.5}>
          <Typography component="label" htmlFor="departure-native" variant="body2">
            Departure (browser input)
          </Typography>
          <Box
            component="input"
            id="departure-native"
            type="date"
            name="departure"
            value={nativeValue}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
              const text = event.target.value;
              setDeparture(text ? dayjs(text) : null);
            }}
            sx={(theme) => ({
              font: 'inherit',
              padding: theme.spacing(1.5),
              color: 'text.primary',
              backgroundColor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              colorScheme: 'light',
              ...theme.applyStyles('dark', { colorScheme: 'dark' }),
            })}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
