import { useMemo } from 'react';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { deDE as materialDeDE } from '@mui/material/locale';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { deDE } from '@mui/x-date-pickers/locales';

export default function ThemeLocale() {
  const outerTheme = useTheme();
  // Keeps the page's colors and direction, and adds the German texts of
  // Material UI and of the pickers.
  const germanTheme = useMemo(() => createTheme(outerTheme, deDE, materialDeDE), [outerTheme]);

  return (
    <ThemeProvider theme={germanTheme}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
        <StaticDateTimePicker defaultValue={dayjs('2024-11-20T09:45')} ampm={false} />
      </LocalizationProvider>
    </ThemeProvider>
  );
}
