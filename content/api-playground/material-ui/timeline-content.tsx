import Timeline from '@mui/lab/Timeline';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import type { TimelineContentProps } from '@mui/lab/TimelineContent';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Parcel handed to the courier',
  },
  wrapper: (
    <Timeline>
      <TimelineItem>
        <TimelineSeparator>
          <TimelineDot />
        </TimelineSeparator>
        {/* The content the playground sets. */}
      </TimelineItem>
    </Timeline>
  ),
} satisfies PlaygroundPreset<TimelineContentProps>;
