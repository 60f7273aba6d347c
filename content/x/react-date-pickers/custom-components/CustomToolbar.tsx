import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

/** Shows how far the chosen day is, and jumps to the year view. */
function CountdownToolbar(props: DatePickerToolbarProps<Dayjs>) {
  const { value, view, onViewChange, className, hidden } = props;
  const today = dayjs().startOf('day');
  const days = value ? value.startOf('day').diff(today, 'day') : null;

  if (hidden) {
    // Desktop pickers pass `hidden` unless `slotProps.toolbar.hidden` is false.
    return null;
  }

  let distance = 'No day chosen';
  if (days === 0) {
    distance = 'Today';
  } else if (days !== null) {
    distance = days > 0 ? `In ${days} days` : `${-days} days ago`;
  }

  return (
    <Box
      className={className}
      sx={{ px: 3, pt: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
    >
      <div>
        <Typography variant="overline" color="text.secondary">
          {value ? value.format('dddd, MMMM D, YYYY') : 'Event day'}
        </Typography>
        <Typography variant="h6" component="p">
          {distance}
        </Typography>
      </div>
      <Button size="small" disabled={view === 'year'} onClick={() => onViewChange('year')}>
        Change year
      </Button>
    </Box>
  );
}

export default function CustomToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs().add(12, 'day')}
        slots={{ toolbar: CountdownToolbar }}
        slotProps={{ actionBar: { actions: ['today'] } }}
      />
    </LocalizationProvider>
  );
}
