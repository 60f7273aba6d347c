import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { deDE, enUS, esES, frFR, jaJP } from '@mui/x-date-pickers/locales';

// Each locale object is a theme fragment; its texts sit under MuiLocalizationProvider.
const LOCALES = {
  English: enUS,
  Français: frFR,
  Deutsch: deDE,
  Español: esES,
  日本語: jaJP,
};

type LanguageName = keyof typeof LOCALES;

export default function ComponentTextLocales() {
  const [language, setLanguage] = useState<LanguageName>('Français');
  const localeText = LOCALES[language].components.MuiLocalizationProvider.defaultProps.localeText;

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={language}
        onChange={(_event, next: LanguageName | null) => {
          if (next) {
            setLanguage(next);
          }
        }}
        aria-label="Language of the picker texts"
      >
        {Object.keys(LOCALES).map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider dateAdapter={AdapterDayjs} localeText={localeText}>
        <StaticDatePicker
          defaultValue={dayjs('2024-11-20')}
          slotProps={{ actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] } }}
        />
      </LocalizationProvider>
    </Stack>
  );
}
