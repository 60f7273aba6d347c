import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { createSvgIcon } from '@mui/material/utils';

// createSvgIcon wraps the shapes in an SvgIcon once; the result takes every SvgIcon prop.
const WaveIcon = createSvgIcon(
  <path d="M2 14c2.5 0 2.5-3 5-3s2.5 3 5 3 2.5-3 5-3 2.5 3 5 3v3c-2.5 0-2.5-3-5-3s-2.5 3-5 3-2.5-3-5-3-2.5 3-5 3z" />,
  'Wave',
);

// Several shapes go in an array, each with a key.
const LeafIcon = createSvgIcon(
  [
    <path
      key="blade"
      d="M20 3C9 3 4 8 4 16c0 1.5.3 3 .8 4.2C6 14 10 10 15 8c-4 3-7 7-8.5 12.5C7.5 21 9 21 10 21c7 0 10-7 10-18z"
    />,
    <circle key="dew" cx="19" cy="19" r="2" />,
  ],
  'Leaf',
);

export default function CreateSvgIconDemo() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <Button variant="outlined" startIcon={<WaveIcon />}>
        Surf forecast
      </Button>
      <Button variant="contained" color="success" startIcon={<LeafIcon />}>
        Eco mode
      </Button>
    </Stack>
  );
}
