import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Box from '@mui/joy/Box';
import type { VariantProp } from '@mui/joy/styles';

const groups: { variant: VariantProp; size: 'sm' | 'md' | 'lg'; disableDivider?: boolean }[] = [
  { variant: 'outlined', size: 'sm' },
  { variant: 'soft', size: 'md', disableDivider: true },
  { variant: 'plain', size: 'lg' },
];

export default function AccordionVariants() {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}
    >
      {groups.map((group) => (
        <AccordionGroup
          key={group.variant}
          variant={group.variant}
          size={group.size}
          disableDivider={group.disableDivider}
          sx={{ borderRadius: 'sm', alignSelf: 'start' }}
        >
          <Accordion>
            <AccordionSummary>
              {group.variant}, {group.size}
            </AccordionSummary>
            <AccordionDetails>
              {group.disableDivider ? 'No dividers between items.' : 'Dividers between items.'}
            </AccordionDetails>
          </Accordion>
          <Accordion>
            <AccordionSummary>Opening hours</AccordionSummary>
            <AccordionDetails>Monday to Friday, 9:00 to 18:00.</AccordionDetails>
          </Accordion>
        </AccordionGroup>
      ))}
    </Box>
  );
}
