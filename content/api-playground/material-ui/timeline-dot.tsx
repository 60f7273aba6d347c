import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import type { TimelineDotProps } from '@mui/lab/TimelineDot';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    color: 'primary',
  },
  wrapper: (
    <Timeline>
      <TimelineItem>
        <TimelineSeparator>
          {/* The dot the playground sets. */}
          <TimelineConnector />
        </TimelineSeparator>
        <TimelineContent>Payment received</TimelineContent>
      </TimelineItem>
    </Timeline>
  ),
} satisfies PlaygroundPreset<TimelineDotProps>;
