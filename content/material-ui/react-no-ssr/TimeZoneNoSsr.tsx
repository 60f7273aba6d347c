import * as React from 'react';
import NoSsr from '@mui/material/NoSsr';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

// Reads the browser: on the server, there is no reader's time zone to read.
function ReaderTimeZone() {
  const { timeZone } = Intl.DateTimeFormat().resolvedOptions();
  return <Typography variant="subtitle1">{timeZone}</Typography>;
}

export default function TimeZoneNoSsr() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 360 }}>
      <Typography variant="body2" color="text.secondary">
        Meeting times are shown in your time zone:
      </Typography>
      {/* The server renders the fallback; the browser swaps in the children after mounting. */}
      <NoSsr fallback={<Skeleton variant="text" width={180} sx={{ fontSize: '1rem' }} />}>
        <ReaderTimeZone />
      </NoSsr>
    </Paper>
  );
}
