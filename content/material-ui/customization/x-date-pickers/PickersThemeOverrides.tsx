import * as React from 'react';
import Stack from '@mui/material/Stack';
import {
  alpha,
  createTheme,
  ThemeProvider,
  type Theme,
  type ThemeOptions,
} from '@mui/material/styles';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import type {} from '@mui/material/themeCssVarsAugmentation';

// The themeAugmentation import above types the pickers' keys: MuiDatePicker,
// MuiDateCalendar, MuiPickersDay, MuiPickersCalendarHeader…
const components: ThemeOptions['components'] = {
  // Default props of DatePicker (the responsive picker).
  MuiDatePicker: {
    defaultProps: {
      format: 'DD MMM YYYY',
      slotProps: { textField: { helperText: 'For example 14 Mar 2024' } },
    },
  },
  // Every calendar: the static one below and the one inside the picker's popup.
  MuiDateCalendar: {
    defaultProps: { showDaysOutsideCurrentMonth: true, fixedWeekNumber: 6 },
  },
  MuiPickersCalendarHeader: {
    styleOverrides: { label: { fontWeight: 700 } },
  },
  MuiPickersDay: {
    styleOverrides: {
      // A callback of the day's owner state: rounded squares, dimmer days of other months.
      root: ({ ownerState, theme }) => ({
        borderRadius: theme.shape.borderRadius,
        ...(ownerState.outsideCurrentMonth && {
          color: (theme.vars ?? theme).palette.text.secondary,
        }),
        '&.Mui-selected': { fontWeight: 700 },
      }),
      // The today marker: a class key, applied when the day is today.
      today: ({ theme }) => ({
        backgroundColor: theme.vars
          ? `rgba(${theme.vars.palette.secondary.mainChannel} / 0.12)`
          : alpha(theme.palette.secondary.main, 0.12),
      }),
    },
  },
};

const withPickersTheme = (outerTheme: Theme) => createTheme(outerTheme, { components });

export default function PickersThemeOverrides() {
  return (
    <ThemeProvider theme={withPickersTheme}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
          <DatePicker label="Delivery date" defaultValue={dayjs('2024-03-14')} />
          <DateCalendar defaultValue={dayjs('2024-03-14')} sx={{ m: 0 }} />
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
