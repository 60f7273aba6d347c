import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function AccordionStates() {
  return (
    <div>
      {/* Uncontrolled, open on the first render. */}
      <Accordion defaultExpanded>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="course-intro-header"
          aria-controls="course-intro-content"
        >
          <Typography>1. Introduction (completed)</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2" color="text.secondary">
            Watch the 6-minute overview, then take the short quiz.
          </Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="course-basics-header"
          aria-controls="course-basics-content"
        >
          <Typography>2. The basics</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2" color="text.secondary">
            Four lessons on variables, functions, loops and modules.
          </Typography>
        </AccordionDetails>
      </Accordion>
      {/* disabled: cannot be opened, and leaves the tab order. */}
      <Accordion disabled>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="course-project-header"
          aria-controls="course-project-content"
        >
          <Typography>3. Final project (unlocks after lesson 2)</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">Build a weather dashboard.</Typography>
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
