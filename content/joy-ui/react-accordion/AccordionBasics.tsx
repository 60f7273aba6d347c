import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

const questions = [
  {
    question: 'Can I change my plan later?',
    answer:
      'Yes. Upgrades apply at once and are prorated; downgrades take effect at the end of the billing period.',
  },
  {
    question: 'Do you offer refunds?',
    answer:
      'Annual plans can be refunded in full within 30 days of purchase. Monthly plans are not refunded.',
  },
  {
    question: 'Where is my data stored?',
    answer: 'In two data centers in Frankfurt, with encrypted backups kept for 35 days.',
  },
];

export default function AccordionBasics() {
  return (
    <AccordionGroup sx={{ maxWidth: 480 }}>
      {questions.map((item, index) => (
        <Accordion key={item.question} defaultExpanded={index === 0}>
          <AccordionSummary>{item.question}</AccordionSummary>
          <AccordionDetails>{item.answer}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
