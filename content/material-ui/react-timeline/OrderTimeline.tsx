import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const steps = [
  'Order placed',
  'Payment confirmed',
  'Packed at the Leeds warehouse',
  'Out for delivery',
];

export default function OrderTimeline() {
  return (
    <Timeline>
      {steps.map((step, index) => (
        <TimelineItem key={step}>
          {/* The separator: a dot, and a connector down to the next item. */}
          <TimelineSeparator>
            <TimelineDot color={index === steps.length - 1 ? 'primary' : 'grey'} />
            {index < steps.length - 1 ? <TimelineConnector /> : null}
          </TimelineSeparator>
          <TimelineContent>{step}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
