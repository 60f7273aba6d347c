import Accordion from '@mui/material/Accordion';
import AccordionSummary from '@mui/material/AccordionSummary';
import type { AccordionDetailsProps } from '@mui/material/AccordionDetails';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Orders placed before 2 pm ship the same day; weekend orders ship on Monday.',
  },
  wrapper: (
    <Accordion defaultExpanded sx={{ maxWidth: 420 }}>
      <AccordionSummary>When will my order ship?</AccordionSummary>
      {/* The details the playground sets. */}
    </Accordion>
  ),
} satisfies PlaygroundPreset<AccordionDetailsProps>;
