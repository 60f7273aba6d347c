import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const questions = [
  {
    id: 'shipping',
    question: 'How long does shipping take?',
    answer: 'Orders leave our warehouse within one business day and arrive in 2 to 4 days.',
  },
  {
    id: 'returns',
    question: 'Can I return an item?',
    answer: 'Yes, within 30 days of delivery, in its original packaging. Return labels are free.',
  },
  {
    id: 'warranty',
    question: 'What does the warranty cover?',
    answer: 'Manufacturing defects for two years. Accidental damage is not covered.',
  },
];

export default function BasicAccordion() {
  return (
    <div>
      {questions.map((item) => (
        <Accordion key={item.id}>
          {/* id and aria-controls tie the button to the region it opens. */}
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`faq-${item.id}-header`}
            aria-controls={`faq-${item.id}-content`}
          >
            <Typography>{item.question}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2" color="text.secondary">
              {item.answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
