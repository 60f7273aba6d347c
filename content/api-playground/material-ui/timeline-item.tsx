import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import type { TimelineItemProps } from '@mui/lab/TimelineItem';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <TimelineOppositeContent key="time" color="text.secondary">
        09:30
      </TimelineOppositeContent>,
      <TimelineSeparator key="separator">
        <TimelineDot />
        <TimelineConnector />
      </TimelineSeparator>,
      <TimelineContent key="content">Order placed</TimelineContent>,
    ],
  },
  wrapper: <Timeline>{/* The item the playground sets. */}</Timeline>,
} satisfies PlaygroundPreset<TimelineItemProps>;
