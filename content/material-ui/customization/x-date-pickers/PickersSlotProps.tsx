import * as React from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { Dayjs } from 'dayjs';

export default function PickersSlotProps() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-03-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Check-in"
        value={value}
        onChange={setValue}
        slotProps={{
          // Props of the TextField that renders the field.
          textField: { size: 'small', helperText: 'Weekends are shaded in the calendar' },
          // Props of the icon button that opens the picker.
          openPickerButton: { color: 'primary' },
          // Props of the popup's paper on desktop.
          desktopPaper: { elevation: 3, sx: { borderRadius: 3 } },
          // A function of the day's owner state: shade Saturdays and Sundays.
          day: (ownerState) => ({
            sx: [0, 6].includes(ownerState.day.day())
              ? { '&:not(.Mui-selected)': { bgcolor: 'action.hover' } }
              : undefined,
          }),
          // The buttons below the calendar.
          actionBar: { actions: ['clear', 'today', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
