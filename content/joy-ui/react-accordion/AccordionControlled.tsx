import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Typography from '@mui/joy/Typography';

const steps = [
  {
    id: 'shipping',
    title: '1. Shipping address',
    body: 'Ana Silva, Rua das Flores 18, 4050-262 Porto, Portugal',
  },
  {
    id: 'delivery',
    title: '2. Delivery option',
    body: 'Standard delivery, 3 to 5 business days, free',
  },
  { id: 'payment', title: '3. Payment', body: 'Visa ending in 4242, expires 08/28' },
];

export default function AccordionControlled() {
  const [open, setOpen] = React.useState<string | null>('shipping');

  return (
    <AccordionGroup variant="outlined" sx={{ maxWidth: 480, borderRadius: 'md' }}>
      {steps.map((step) => (
        <Accordion
          key={step.id}
          expanded={open === step.id}
          onChange={(_event, expanded) => setOpen(expanded ? step.id : null)}
        >
          <AccordionSummary>{step.title}</AccordionSummary>
          <AccordionDetails>
            <Typography level="body-sm">{step.body}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
