import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import moment, { Moment } from 'moment';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function MomentAdapter() {
  const [renewal, setRenewal] = React.useState<Moment | null>(moment('2024-05-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterMoment}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Renewal date" value={renewal} onChange={setRenewal} />
        <Typography variant="body2" aria-live="polite">
          Moment value: {renewal?.isValid() ? renewal.format('LL') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
