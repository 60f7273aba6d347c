import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const sections = [
  {
    id: 'account',
    title: 'Account',
    summary: 'ana@example.com',
    body: 'Change your email address, password and two-factor authentication.',
  },
  {
    id: 'billing',
    title: 'Billing',
    summary: 'Visa ending in 4242',
    body: 'Update your card, download invoices and change your billing address.',
  },
  {
    id: 'notifications',
    title: 'Notifications',
    summary: 'Email, weekly',
    body: 'Choose which events send an email and how often you get a digest.',
  },
];

export default function SingleOpenAccordion() {
  // Controlled: the id of the open panel, or false when all are closed.
  const [expanded, setExpanded] = React.useState<string | false>('account');

  const handleChange = (id: string) => (_event: React.SyntheticEvent, isExpanded: boolean) => {
    setExpanded(isExpanded ? id : false);
  };

  return (
    <div>
      {sections.map((section) => (
        <Accordion
          key={section.id}
          expanded={expanded === section.id}
          onChange={handleChange(section.id)}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`settings-${section.id}-header`}
            aria-controls={`settings-${section.id}-content`}
          >
            <Typography sx={{ width: '40%', flexShrink: 0 }}>{section.title}</Typography>
            <Typography color="text.secondary">{section.summary}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{section.body}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
