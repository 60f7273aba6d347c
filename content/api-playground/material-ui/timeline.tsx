import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import type { TimelineProps } from '@mui/lab/Timeline';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <TimelineItem key="ordered">
        <TimelineSeparator>
          <TimelineDot />
          <TimelineConnector />
        </TimelineSeparator>
        <TimelineContent>Ordered</TimelineContent>
      </TimelineItem>,
      <TimelineItem key="shipped">
        <TimelineSeparator>
          <TimelineDot />
        </TimelineSeparator>
        <TimelineContent>Shipped</TimelineContent>
      </TimelineItem>,
    ],
  },
} satisfies PlaygroundPreset<TimelineProps>;
