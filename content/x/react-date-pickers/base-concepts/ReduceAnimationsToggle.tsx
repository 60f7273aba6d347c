import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function ReduceAnimationsToggle() {
  const [reduceAnimations, setReduceAnimations] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} alignItems="flex-start">
        <FormControlLabel
          control={
            <Switch
              checked={reduceAnimations}
              onChange={(event) => setReduceAnimations(event.target.checked)}
            />
          }
          label="Reduce animations"
        />
        <Paper variant="outlined">
          <DateCalendar
            aria-label="Payroll date"
            defaultValue={dayjs('2024-05-14')}
            reduceAnimations={reduceAnimations}
          />
        </Paper>
      </Stack>
    </LocalizationProvider>
  );
}
