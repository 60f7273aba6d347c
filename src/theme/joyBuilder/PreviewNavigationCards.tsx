/** The theme preview's navigation cards: breadcrumbs, a stepper, a toggle group and accordions. */
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Button from '@mui/joy/Button';
import Link from '@mui/joy/Link';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Textarea from '@mui/joy/Textarea';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { useState } from 'react';
import { PreviewCard } from './PreviewCard';

const STEPS = ['Cart', 'Shipping', 'Payment'] as const;

export function NavigationCard() {
  const [view, setView] = useState<string | null>('week');
  return (
    <PreviewCard title="Navigation">
      <Breadcrumbs aria-label="Breadcrumbs" sx={{ px: 0 }}>
        <Link component="button" color="neutral">
          Projects
        </Link>
        <Link component="button" color="neutral">
          Atlas
        </Link>
        <Typography>Settings</Typography>
      </Breadcrumbs>
      <Stepper>
        {STEPS.map((label, index) => (
          <Step
            key={label}
            completed={index === 0}
            active={index === 1}
            indicator={
              <StepIndicator
                variant={index < 2 ? 'solid' : 'outlined'}
                color={index < 2 ? 'primary' : 'neutral'}
              >
                {index === 0 ? <CheckIcon /> : index + 1}
              </StepIndicator>
            }
          >
            {label}
          </Step>
        ))}
      </Stepper>
      <ToggleButtonGroup
        aria-label="Calendar view"
        size="sm"
        value={view}
        onChange={(_, value) => setView(value)}
      >
        <Button value="day">Day</Button>
        <Button value="week">Week</Button>
        <Button value="month">Month</Button>
      </ToggleButtonGroup>
      <Textarea minRows={2} placeholder="Leave a note for the team" aria-label="Note" />
    </PreviewCard>
  );
}

export function AccordionCard() {
  return (
    <PreviewCard title="Accordions">
      <AccordionGroup variant="outlined" sx={{ borderRadius: 'md' }}>
        <Accordion defaultExpanded>
          <AccordionSummary>Can I change my plan later?</AccordionSummary>
          <AccordionDetails>Yes. Plan changes apply from your next billing date.</AccordionDetails>
        </Accordion>
        <Accordion>
          <AccordionSummary>Do you offer refunds?</AccordionSummary>
          <AccordionDetails>Within 14 days of a payment, in full.</AccordionDetails>
        </Accordion>
      </AccordionGroup>
    </PreviewCard>
  );
}
