import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Intl converts a date into other calendars with the "-u-ca-" locale extension.
const CALENDARS = [
  { name: 'Persian (Solar Hijri)', calendar: 'persian' },
  { name: 'Islamic (Umm al-Qura)', calendar: 'islamic-umalqura' },
  { name: 'Hebrew', calendar: 'hebrew' },
  { name: 'Buddhist', calendar: 'buddhist' },
  { name: 'Japanese', calendar: 'japanese' },
];

function formatIn(date: Dayjs, calendar: string) {
  // The calendar day at midnight UTC, formatted in UTC: no timezone can shift the day.
  const instant = new Date(Date.UTC(date.year(), date.month(), date.date()));
  return new Intl.DateTimeFormat(`en-u-ca-${calendar}`, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(instant);
}

export default function DateInOtherCalendars() {
  const [value, setValue] = useState<Dayjs>(dayjs('2024-11-20'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <DateCalendar
          value={value}
          onChange={(next: Dayjs | null) => {
            if (next) {
              setValue(next);
            }
          }}
        />
        <Table size="small" aria-label="The selected day in other calendars" sx={{ maxWidth: 480 }}>
          <TableHead>
            <TableRow>
              <TableCell>Calendar</TableCell>
              <TableCell>Date</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {CALENDARS.map((row) => (
              <TableRow key={row.calendar}>
                <TableCell component="th" scope="row">
                  {row.name}
                </TableCell>
                <TableCell>{formatIn(value, row.calendar)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
    </LocalizationProvider>
  );
}
