import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

export default function BasicRating() {
  const [value, setValue] = React.useState<number | null>(4);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend">Rate your stay</Typography>
        <Rating
          name="stay-rating"
          value={value}
          onChange={(_event, newValue) => setValue(newValue)}
        />
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend">Average guest rating</Typography>
        <Rating name="average-rating" value={4.5} precision={0.5} readOnly />
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend">Rate the checkout (after your stay)</Typography>
        <Rating name="checkout-rating" value={null} disabled />
      </Box>
    </Box>
  );
}
