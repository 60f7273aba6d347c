import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent, {
  timelineOppositeContentClasses,
} from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const agenda = [
  { time: '09:00', title: 'Registration and coffee' },
  { time: '09:30', title: 'Keynote: accessible design systems' },
  { time: '11:00', title: 'Workshop: testing with real screen readers' },
  { time: '12:30', title: 'Lunch' },
];

export default function ScheduleTimeline() {
  return (
    <Timeline
      // The times take a fixed share of the width instead of half of it.
      sx={{ [`& .${timelineOppositeContentClasses.root}`]: { flex: 0.2, minWidth: 56 } }}
    >
      {agenda.map((slot, index) => (
        <TimelineItem key={slot.time}>
          <TimelineOppositeContent color="text.secondary">{slot.time}</TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot />
            {index < agenda.length - 1 ? <TimelineConnector /> : null}
          </TimelineSeparator>
          <TimelineContent>{slot.title}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
