import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionSummary from '@mui/joy/AccordionSummary';
import type { AccordionProps } from '@mui/joy/Accordion';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <AccordionSummary key="summary">Shipping</AccordionSummary>,
      <AccordionDetails key="details">Orders over 50 euros ship for free.</AccordionDetails>,
    ],
  },
} satisfies PlaygroundPreset<AccordionProps>;
