import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const milestones = [
  { year: '2016', text: 'Founded in a garage in Porto' },
  { year: '2018', text: 'First 1,000 customers' },
  { year: '2021', text: 'Offices in Lisbon and Berlin' },
  { year: '2024', text: 'Carbon-neutral operations' },
];

export default function AlternateTimeline() {
  return (
    // alternate: content switches sides from one item to the next.
    <Timeline position="alternate">
      {milestones.map((milestone, index) => (
        <TimelineItem key={milestone.year}>
          <TimelineOppositeContent color="text.secondary">{milestone.year}</TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot color="secondary" />
            {index < milestones.length - 1 ? <TimelineConnector /> : null}
          </TimelineSeparator>
          <TimelineContent>{milestone.text}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
