import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ControlledAndUncontrolled() {
  const [deadline, setDeadline] = React.useState<Dayjs | null>(dayjs('2024-09-30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker label="Uncontrolled" defaultValue={dayjs('2024-09-30')} />
          <DatePicker label="Controlled" value={deadline} onChange={setDeadline} />
        </Stack>
        <Stack direction="row" spacing={1} alignItems="center">
          <Button
            variant="outlined"
            onClick={() =>
              setDeadline((current) => (current ?? dayjs('2024-09-30')).add(1, 'week'))
            }
          >
            Postpone by a week
          </Button>
          <Button onClick={() => setDeadline(null)}>Clear</Button>
        </Stack>
        <Typography variant="body2" aria-live="polite">
          Controlled state:{' '}
          {deadline === null
            ? 'null'
            : deadline.isValid()
              ? deadline.format('YYYY-MM-DD')
              : 'invalid date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
