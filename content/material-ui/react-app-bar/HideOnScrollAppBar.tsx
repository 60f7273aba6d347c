import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const paragraphs = [
  'The ferry leaves at seven, and the harbor is still blue with shadow when the first cars roll on board.',
  'By the time the island appears, the sun has burned off the mist and the gulls follow the wake.',
  'The village climbs the hill in white steps, each house with a door painted a different color.',
  'Lunch is grilled sardines, bread, tomatoes and a jug of cold water on a table under a fig tree.',
  'In the afternoon, the path along the cliffs leads to a lighthouse that still turns every night.',
  'The last ferry back is at six; most visitors run for it, and a few decide to stay another day.',
];

export default function HideOnScrollAppBar() {
  // The element that scrolls: here a box, in an app the window (leave `target` out).
  const [scroller, setScroller] = React.useState<HTMLElement | null>(null);
  // True once the reader scrolls down past the threshold (100px by default).
  const trigger = useScrollTrigger({ target: scroller ?? undefined });

  return (
    <Box
      ref={setScroller}
      tabIndex={0}
      role="region"
      aria-label="Article: A day on the island"
      sx={{
        height: 280,
        overflowY: 'auto',
        position: 'relative',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Slide appear={false} direction="down" in={!trigger}>
        <AppBar position="sticky">
          <Toolbar variant="dense">
            <Typography variant="subtitle1" component="div">
              A day on the island
            </Typography>
          </Toolbar>
        </AppBar>
      </Slide>
      <Box sx={{ p: 2 }}>
        {paragraphs.concat(paragraphs).map((text, index) => (
          <Typography key={index} variant="body2" paragraph>
            {text}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
