import * as React from 'react';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { frFR as materialFrFR } from '@mui/material/locale';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { frFR } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';

// Later arguments are merged over earlier ones: the page's theme, the pickers' French
// texts, Material UI's French texts, then the application's own changes.
const frenchTheme = (outerTheme: Theme) =>
  createTheme(outerTheme, frFR, materialFrFR, {
    components: {
      // One text replaced; the other French texts stay.
      MuiLocalizationProvider: {
        defaultProps: { localeText: { okButtonLabel: 'Valider' } },
      },
      // The toolbar's title, an overline, without capitals.
      MuiPickersToolbar: {
        styleOverrides: { root: { '& .MuiTypography-overline': { textTransform: 'none' } } },
      },
    },
  });

export default function LocalizedPickersTheme() {
  return (
    <ThemeProvider theme={frenchTheme}>
      {/* The texts come from the theme; the date format, month and day names from dayjs's locale. */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr">
        <StaticDatePicker defaultValue={dayjs('2024-03-14')} />
      </LocalizationProvider>
    </ThemeProvider>
  );
}
