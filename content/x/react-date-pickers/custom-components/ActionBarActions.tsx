import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ActionBarActions() {
  const [deadline, setDeadline] = React.useState<Dayjs | null>(dayjs('2024-03-15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', md: 'row' }} alignItems="flex-start">
        <Stack spacing={1}>
          <DatePicker
            label="Deadline"
            value={deadline}
            onChange={setDeadline}
            closeOnSelect={false}
            slotProps={{ actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] } }}
          />
          <Typography variant="body2" aria-live="polite">
            {deadline ? `Due on ${deadline.format('D MMMM YYYY')}` : 'No deadline'}
          </Typography>
        </Stack>
        <DatePicker
          label="Reminder"
          slotProps={{
            // Desktop popovers close on selection: only the dialog needs buttons.
            actionBar: ({ wrapperVariant }) => ({
              actions: wrapperVariant === 'desktop' ? ['today'] : ['clear', 'accept'],
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
