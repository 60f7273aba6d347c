import Accordion from '@mui/joy/Accordion';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import type { AccordionDetailsProps } from '@mui/joy/AccordionDetails';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Orders placed before 2 pm ship the same day; weekend orders ship on Monday.',
  },
  wrapper: (
    <AccordionGroup sx={{ maxWidth: 420 }}>
      <Accordion defaultExpanded>
        <AccordionSummary>When will my order ship?</AccordionSummary>
        {/* The details the playground sets. */}
      </Accordion>
    </AccordionGroup>
  ),
} satisfies PlaygroundPreset<AccordionDetailsProps>;
