import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/fr';
import 'dayjs/locale/de';
import 'dayjs/locale/ja';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';

// Day.js locale codes; "en" is built in.
const LOCALES = [
  { code: 'en', label: 'English (US)' },
  { code: 'en-gb', label: 'English (UK)' },
  { code: 'fr', label: 'French' },
  { code: 'de', label: 'German' },
  { code: 'ja', label: 'Japanese' },
];

export default function DateLocaleSwitcher() {
  const [locale, setLocale] = useState('en');
  const [value, setValue] = useState<dayjs.Dayjs | null>(dayjs('2024-11-20'));

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={locale}
        onChange={(_event, next: string | null) => {
          if (next) {
            setLocale(next);
          }
        }}
        aria-label="Date locale"
        sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
      >
        {LOCALES.map((option) => (
          <ToggleButton key={option.code} value={option.code}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
        <DateField label="Delivery date" value={value} onChange={setValue} />
        <DateCalendar value={value} onChange={setValue} />
      </LocalizationProvider>
      <Typography variant="body2" color="text.secondary">
        First day of the week: {dayjs().locale(locale).startOf('week').format('dddd')}
      </Typography>
    </Stack>
  );
}
