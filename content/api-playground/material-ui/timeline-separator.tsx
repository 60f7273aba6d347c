import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import type { TimelineSeparatorProps } from '@mui/lab/TimelineSeparator';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [<TimelineDot key="dot" color="success" />, <TimelineConnector key="line" />],
  },
  wrapper: (
    <Timeline>
      <TimelineItem>
        {/* The separator the playground sets. */}
        <TimelineContent>Delivered</TimelineContent>
      </TimelineItem>
    </Timeline>
  ),
} satisfies PlaygroundPreset<TimelineSeparatorProps>;
