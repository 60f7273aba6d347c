import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const questions = [
  {
    id: 'returns',
    question: 'How long do I have to return an item?',
    answer: 'You can return unused items within 30 days of delivery for a full refund.',
  },
  {
    id: 'shipping',
    question: 'Do you ship outside the EU?',
    answer: 'Yes, to the United Kingdom, Norway and Switzerland. Duties are paid on delivery.',
  },
];

export default function SlotPropsReplacements() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);

  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      <div>
        {questions.map((item) => (
          // was: TransitionProps={{ unmountOnExit: true }}
          <Accordion key={item.id} slotProps={{ transition: { unmountOnExit: true } }}>
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              aria-controls={`${item.id}-content`}
              id={`${item.id}-header`}
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
      <TablePagination
        component="div"
        count={184}
        page={page}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={rowsPerPage}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(parseInt(event.target.value, 10));
          setPage(0);
        }}
        labelRowsPerPage="Orders per page:"
        // was: SelectProps and backIconButtonProps / nextIconButtonProps
        slotProps={{
          select: { inputProps: { 'aria-label': 'Orders per page' } },
          actions: {
            previousButton: { title: 'Previous orders' },
            nextButton: { title: 'Next orders' },
          },
        }}
      />
    </Stack>
  );
}
