import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type {
  PickersShortcutsItem,
  PickersShortcutsProps,
} from '@mui/x-date-pickers/PickersShortcuts';

// A fixed "today" keeps the demo stable; an app would call `dayjs()` inside `getValue`.
const TODAY = dayjs('2024-05-14');

const nextWeekday = (from: Dayjs, weekday: number) => {
  const offset = (weekday - from.day() + 7) % 7 || 7;
  return from.add(offset, 'day');
};

const followUps: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => TODAY.add(1, 'day') },
  { label: 'Next Monday', getValue: () => nextWeekday(TODAY, 1) },
  { label: 'In two weeks', getValue: () => TODAY.add(2, 'week') },
  { label: 'End of the month', getValue: () => TODAY.endOf('month').startOf('day') },
  { label: 'No follow-up', getValue: () => null },
];

/** Replaces the chips with a list that shows the date each shortcut sets. */
function PreviewShortcuts(props: PickersShortcutsProps<Dayjs | null>) {
  const { items = [], onChange, isValid, changeImportance = 'accept', className } = props;

  return (
    <List
      dense
      className={className}
      aria-labelledby="follow-up-shortcuts-title"
      subheader={
        <ListSubheader id="follow-up-shortcuts-title" disableSticky>
          Quick picks
        </ListSubheader>
      }
      sx={{ minWidth: 180, maxHeight: 336, overflow: 'auto' }}
    >
      {items.map((item) => {
        const value = item.getValue({ isValid });
        return (
          <ListItem key={item.label} disablePadding>
            <ListItemButton
              disabled={!isValid(value)}
              onClick={() => onChange(value, changeImportance, item)}
            >
              <ListItemText
                primary={item.label}
                secondary={value ? value.format('ddd, MMM D') : 'Clears the date'}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}

export default function ShortcutsWithPreview() {
  const [followUp, setFollowUp] = React.useState<Dayjs | null>(TODAY.add(1, 'day'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        value={followUp}
        onChange={setFollowUp}
        minDate={TODAY}
        referenceDate={TODAY}
        slots={{ shortcuts: PreviewShortcuts }}
        slotProps={{
          shortcuts: { items: followUps },
          actionBar: { actions: [] },
          toolbar: { hidden: true },
        }}
      />
    </LocalizationProvider>
  );
}
