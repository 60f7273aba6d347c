import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function AccordionWithActions() {
  const [expanded, setExpanded] = React.useState(true);
  const [name, setName] = React.useState('Harbor Street Bakery');
  const [draft, setDraft] = React.useState(name);

  return (
    <Accordion expanded={expanded} onChange={(_event, isExpanded) => setExpanded(isExpanded)}>
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id="business-name-header"
        aria-controls="business-name-content"
      >
        <Typography>Business name: {name}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <TextField
          fullWidth
          size="small"
          label="Business name"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </AccordionDetails>
      <AccordionActions>
        <Button onClick={() => setDraft(name)}>Cancel</Button>
        <Button
          variant="contained"
          disabled={draft.trim() === '' || draft === name}
          onClick={() => {
            setName(draft.trim());
            setExpanded(false);
          }}
        >
          Save
        </Button>
      </AccordionActions>
    </Accordion>
  );
}
