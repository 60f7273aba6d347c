import Timeline from '@mui/lab/Timeline';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import type { TimelineConnectorProps } from '@mui/lab/TimelineConnector';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {},
  wrapper: (
    <Timeline>
      <TimelineItem>
        <TimelineSeparator>
          <TimelineDot />
          {/* The connector the playground sets. */}
        </TimelineSeparator>
        <TimelineContent>Order placed</TimelineContent>
      </TimelineItem>
      <TimelineItem>
        <TimelineSeparator>
          <TimelineDot />
        </TimelineSeparator>
        <TimelineContent>Shipped</TimelineContent>
      </TimelineItem>
    </Timeline>
  ),
} satisfies PlaygroundPreset<TimelineConnectorProps>;
