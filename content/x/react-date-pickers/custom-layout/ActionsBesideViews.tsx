import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import {
  PickersLayoutContentWrapper,
  PickersLayoutProps,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
} from '@mui/x-date-pickers/PickersLayout';
import { DateView } from '@mui/x-date-pickers/models';

/** The toolbar on top, then the views with the action bar in a column at their end. */
function SideActionsLayout(props: PickersLayoutProps<Dayjs | null, Dayjs, DateView>) {
  const { toolbar, content, actionBar } = usePickerLayout(props);

  return (
    <PickersLayoutRoot
      className={pickersLayoutClasses.root}
      ownerState={{ isLandscape: false }}
      sx={{
        [`.${pickersLayoutClasses.toolbar}`]: { gridColumn: '1 / 3', gridRow: 1 },
        [`.${pickersLayoutClasses.actionBar}`]: {
          gridColumn: 2,
          gridRow: 2,
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
          gap: 1,
          pt: 2,
          // DialogActions adds a start margin between its buttons; the gap replaces it.
          '& > :not(:first-of-type)': { ml: 0 },
        },
      }}
    >
      {toolbar}
      <PickersLayoutContentWrapper
        className={pickersLayoutClasses.contentWrapper}
        sx={{ gridColumn: 1 }}
      >
        {content}
        <Typography variant="caption" color="text.secondary" sx={{ px: 3, pb: 2 }}>
          The office is closed on weekends.
        </Typography>
      </PickersLayoutContentWrapper>
      {actionBar}
    </PickersLayoutRoot>
  );
}

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

export default function ActionsBesideViews() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-10-09'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} alignItems="flex-start">
        <StaticDatePicker
          value={value}
          onChange={setValue}
          shouldDisableDate={isWeekend}
          slots={{ layout: SideActionsLayout }}
          slotProps={{ actionBar: { actions: ['today', 'clear'] } }}
        />
        <Typography variant="body2" aria-live="polite">
          Appointment: {value ? value.format('dddd D MMMM YYYY') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
