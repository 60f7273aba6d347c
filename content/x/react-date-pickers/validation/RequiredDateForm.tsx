import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const messages: Partial<Record<NonNullable<DateValidationError>, string>> = {
  invalidDate: 'Enter a complete date, as MM/DD/YYYY.',
  disableFuture: 'A date of birth cannot be in the future.',
  minDate: 'Enter a year after 1900.',
};

export default function RequiredDateForm() {
  const [name, setName] = React.useState('Ada Okafor');
  const [birthDate, setBirthDate] = React.useState<Dayjs | null>(null);
  const [validationError, setValidationError] = React.useState<DateValidationError>(null);
  const [submitted, setSubmitted] = React.useState(false);
  const [saved, setSaved] = React.useState<string | null>(null);

  // The picker never reports an empty value as an error: the form checks it.
  const missing = submitted && birthDate === null;
  const dateError = missing
    ? 'Enter your date of birth.'
    : validationError && messages[validationError];

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (birthDate === null || validationError !== null) {
      setSaved(null);
      return;
    }
    setSaved(`${name}, born ${birthDate.format('MMMM D, YYYY')}`);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack component="form" noValidate spacing={2} sx={{ maxWidth: 360 }} onSubmit={handleSubmit}>
        <TextField
          label="Full name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <DatePicker
          label="Date of birth"
          value={birthDate}
          onChange={setBirthDate}
          onError={setValidationError}
          disableFuture
          referenceDate={dayjs('1990-06-15')}
          openTo="year"
          views={['year', 'month', 'day']}
          slotProps={{
            textField: {
              required: true,
              error: Boolean(dateError),
              helperText: dateError || 'As on your passport.',
            },
          }}
        />
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Save profile
        </Button>
        {saved ? <Alert severity="success">Saved: {saved}.</Alert> : null}
      </Stack>
    </LocalizationProvider>
  );
}
