import Timeline from '@mui/lab/Timeline';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import type { TimelineOppositeContentProps } from '@mui/lab/TimelineOppositeContent';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    sx: { color: 'text.secondary' },
    children: '14:05',
  },
  wrapper: (
    <Timeline>
      <TimelineItem>
        {/* The opposite content the playground sets. */}
        <TimelineSeparator>
          <TimelineDot />
        </TimelineSeparator>
        <TimelineContent>Out for delivery</TimelineContent>
      </TimelineItem>
    </Timeline>
  ),
} satisfies PlaygroundPreset<TimelineOppositeContentProps>;
