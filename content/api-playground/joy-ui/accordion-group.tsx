import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionSummary from '@mui/joy/AccordionSummary';
import type { AccordionGroupProps } from '@mui/joy/AccordionGroup';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <Accordion key="delivery">
        <AccordionSummary>Delivery</AccordionSummary>
        <AccordionDetails>Standard delivery takes three to five days.</AccordionDetails>
      </Accordion>,
      <Accordion key="returns">
        <AccordionSummary>Returns</AccordionSummary>
        <AccordionDetails>Return any item within 30 days.</AccordionDetails>
      </Accordion>,
    ],
  },
} satisfies PlaygroundPreset<AccordionGroupProps>;
