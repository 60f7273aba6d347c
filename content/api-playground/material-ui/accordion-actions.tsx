import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import type { AccordionActionsProps } from '@mui/material/AccordionActions';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [<Button key="skip">Skip</Button>, <Button key="add">Add gift wrap</Button>],
  },
  wrapper: (
    <Accordion defaultExpanded sx={{ maxWidth: 420 }}>
      <AccordionSummary>Gift wrapping</AccordionSummary>
      <AccordionDetails>Recycled paper and a handwritten card, $3 per order.</AccordionDetails>
      {/* The actions the playground sets. */}
    </Accordion>
  ),
} satisfies PlaygroundPreset<AccordionActionsProps>;
