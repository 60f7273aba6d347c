import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';

export default function CollapsedSizePreview() {
  const [expanded, setExpanded] = React.useState(false);

  return (
    <Box sx={{ maxWidth: 520 }}>
      {/* Closed, the text keeps 64px of height instead of disappearing. */}
      <Collapse in={expanded} collapsedSize={64} id="collapse-review">
        <Typography variant="body2">
          We stayed four nights in the garden room. The bed was firm, the shower strong and the
          breakfast generous: fresh bread every morning, local cheese and figs from the tree by the
          terrace. The street gets busy on Saturday evenings, so ask for a room at the back if you
          sleep lightly. The owners lent us bicycles and marked the quiet roads to the beach on a
          paper map, which was the best afternoon of the trip.
        </Typography>
      </Collapse>
      <Button
        size="small"
        onClick={() => setExpanded((value) => !value)}
        aria-expanded={expanded}
        aria-controls="collapse-review"
        sx={{ mt: 1 }}
      >
        {expanded ? 'Read less' : 'Read more'}
      </Button>
    </Box>
  );
}
