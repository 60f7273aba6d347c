import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import type { AccordionSummaryProps } from '@mui/joy/AccordionSummary';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Can I change my delivery address?',
  },
  wrapper: (
    <AccordionGroup sx={{ maxWidth: 420 }}>
      <Accordion>
        {/* The summary the playground sets. */}
        <AccordionDetails>Yes, until the parcel leaves the warehouse.</AccordionDetails>
      </Accordion>
    </AccordionGroup>
  ),
} satisfies PlaygroundPreset<AccordionSummaryProps>;
