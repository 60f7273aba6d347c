import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Typography from '@mui/material/Typography';

const releases = [
  {
    version: '2.4.0',
    date: 'June 3, 2024',
    note: 'CSV and Excel export, keyboard shortcuts panel.',
  },
  { version: '2.3.1', date: 'May 20, 2024', note: 'Fixes the date filter in Safari.' },
  { version: '2.3.0', date: 'May 6, 2024', note: 'Shared views and a new onboarding checklist.' },
];

export default function ChangelogTimeline() {
  return (
    <Timeline
      // No opposite content: remove the empty space each item keeps for it.
      sx={{ p: 0, [`& .${timelineItemClasses.root}::before`]: { flex: 0, padding: 0 } }}
    >
      {releases.map((release, index) => (
        <TimelineItem key={release.version}>
          <TimelineSeparator>
            <TimelineDot variant="outlined" color="primary" />
            {index < releases.length - 1 ? <TimelineConnector /> : null}
          </TimelineSeparator>
          <TimelineContent>
            <Typography variant="subtitle2" component="p">
              {release.version} · {release.date}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {release.note}
            </Typography>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
