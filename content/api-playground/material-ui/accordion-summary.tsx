import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import type { AccordionSummaryProps } from '@mui/material/AccordionSummary';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    expandIcon: <ExpandMoreIcon />,
    children: 'Can I change my delivery address?',
  },
  wrapper: (
    <Accordion sx={{ maxWidth: 420 }}>
      {/* The summary the playground sets. */}
      <AccordionDetails>Yes, until the parcel leaves the warehouse.</AccordionDetails>
    </Accordion>
  ),
} satisfies PlaygroundPreset<AccordionSummaryProps>;
