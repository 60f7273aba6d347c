import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';

const meanings: Record<number, string> = {
  1: 'Did not help',
  2: 'Helped a little',
  3: 'Helpful',
  4: 'Very helpful',
  5: 'Solved my problem',
};

const getLabelText = (value: number) => `${value} of 5 stars, ${meanings[value]}`;

export default function HoverFeedback() {
  const [value, setValue] = React.useState<number | null>(3);
  const [hover, setHover] = React.useState(-1);
  const shown = hover !== -1 ? hover : value;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend">Was this article helpful?</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Rating
          name="article-feedback"
          value={value}
          getLabelText={getLabelText}
          onChange={(_event, newValue) => setValue(newValue)}
          onChangeActive={(_event, newHover) => setHover(newHover)}
          emptyIcon={<StarIcon sx={{ opacity: 0.45 }} fontSize="inherit" />}
        />
        <Typography variant="body2" sx={{ minWidth: 140 }}>
          {shown !== null ? meanings[shown] : 'No rating yet'}
        </Typography>
      </Box>
    </Box>
  );
}
