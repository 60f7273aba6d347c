import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

/** Shows where the chosen day falls in its year, and jumps to the year view. */
function DayOfYearToolbar(props: DatePickerToolbarProps<Dayjs>) {
  const { value, view, onViewChange, className, hidden } = props;

  if (hidden) {
    // Desktop pickers pass `hidden` unless `slotProps.toolbar.hidden` is false.
    return null;
  }

  let position = 'No day chosen';
  if (value) {
    const dayOfYear = value.diff(value.startOf('year'), 'day') + 1;
    const daysInYear = value.endOf('year').diff(value.startOf('year'), 'day') + 1;
    const quarter = Math.floor(value.month() / 3) + 1;
    position = `Day ${dayOfYear} of ${daysInYear}, Q${quarter}`;
  }

  return (
    <Box
      className={className}
      sx={{ px: 3, pt: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
    >
      <div>
        <Typography variant="overline" color="text.secondary">
          {value ? value.format('dddd, MMMM D, YYYY') : 'Report day'}
        </Typography>
        <Typography variant="h6" component="p">
          {position}
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
        defaultValue={dayjs('2024-03-12')}
        slots={{ toolbar: DayOfYearToolbar }}
        slotProps={{ actionBar: { actions: ['today'] } }}
      />
    </LocalizationProvider>
  );
}
