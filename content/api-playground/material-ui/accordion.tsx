import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import type { AccordionProps } from '@mui/material/Accordion';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <AccordionSummary key="summary">Delivery options</AccordionSummary>,
      <AccordionDetails key="details">
        Standard delivery takes three to five days.
      </AccordionDetails>,
    ],
  },
} satisfies PlaygroundPreset<AccordionProps>;
