import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type {
  PickerShortcutChangeImportance,
  PickersShortcutsItem,
} from '@mui/x-date-pickers/PickersShortcuts';

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  // Disabled: disablePast refuses it, so the chip is greyed out.
  { label: 'Yesterday', getValue: () => dayjs().subtract(1, 'day') },
  {
    label: 'Next working day',
    // isValid applies the picker's own rules (here disablePast and shouldDisableDate).
    getValue: ({ isValid }) => {
      let candidate = dayjs().add(1, 'day');
      while (!isValid(candidate)) {
        candidate = candidate.add(1, 'day');
      }
      return candidate;
    },
  },
  { label: 'In 30 days', getValue: () => dayjs().add(30, 'day') },
];

export default function ShortcutsChangeImportance() {
  const [importance, setImportance] = React.useState<PickerShortcutChangeImportance>('accept');
  const [lastChange, setLastChange] = React.useState('none');
  const [lastAccept, setLastAccept] = React.useState('none');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <FormControl>
          <FormLabel id="change-importance-label">changeImportance</FormLabel>
          <RadioGroup
            row
            aria-labelledby="change-importance-label"
            value={importance}
            onChange={(event) =>
              setImportance(event.target.value as PickerShortcutChangeImportance)
            }
          >
            <FormControlLabel value="accept" control={<Radio />} label="accept" />
            <FormControlLabel value="set" control={<Radio />} label="set" />
          </RadioGroup>
        </FormControl>
        <StaticDatePicker
          disablePast
          shouldDisableDate={isWeekend}
          onChange={(value, context) =>
            setLastChange(
              `${value?.format('YYYY-MM-DD') ?? 'null'}${context.shortcut ? ` from "${context.shortcut.label}"` : ''}`,
            )
          }
          onAccept={(value) => setLastAccept(value?.format('YYYY-MM-DD') ?? 'null')}
          slotProps={{
            shortcuts: { items: shortcuts, changeImportance: importance },
            actionBar: { actions: [] },
          }}
        />
        <Typography variant="body2" aria-live="polite">
          Last onChange: {lastChange}
          <br />
          Last onAccept: {lastAccept}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
