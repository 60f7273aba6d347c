import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Drawer, { type DrawerProps } from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Anchor = NonNullable<DrawerProps['anchor']>;

const anchors: Anchor[] = ['left', 'right', 'top', 'bottom'];

const amenities = ['Free cancellation', 'Breakfast included', 'Pool', 'Pets allowed'];

export default function AnchorDrawer() {
  // The side stays set while the drawer closes, so it slides out where it came from.
  const [anchor, setAnchor] = React.useState<Anchor>('left');
  const [open, setOpen] = React.useState(false);
  const sideways = anchor === 'left' || anchor === 'right';

  return (
    <React.Fragment>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {anchors.map((side) => (
          <Button
            key={side}
            variant="outlined"
            onClick={() => {
              setAnchor(side);
              setOpen(true);
            }}
          >
            anchor=&quot;{side}&quot;
          </Button>
        ))}
      </Stack>
      <Drawer anchor={anchor} open={open} onClose={() => setOpen(false)}>
        {/* A side drawer needs a width, a top or bottom one takes the full width. */}
        <Box
          role="region"
          aria-labelledby="hotel-filters-title"
          sx={{ width: sideways ? 300 : 'auto', p: 3 }}
        >
          <Typography id="hotel-filters-title" variant="h6" component="h2" gutterBottom>
            Filter hotels
          </Typography>
          <FormGroup row={!sideways}>
            {amenities.map((amenity) => (
              <FormControlLabel key={amenity} control={<Checkbox />} label={amenity} />
            ))}
          </FormGroup>
          <Button variant="contained" sx={{ mt: 2 }} onClick={() => setOpen(false)}>
            Show 128 hotels
          </Button>
        </Box>
      </Drawer>
    </React.Fragment>
  );
}
