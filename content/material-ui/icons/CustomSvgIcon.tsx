import Stack from '@mui/material/Stack';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

/** A mountain range with a sun, drawn on the default 24 × 24 grid. */
function PeaksIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M2 20 9 8l4 6.5 2.5-3.5L22 20z" />
      <circle cx="18" cy="6" r="2.5" />
    </SvgIcon>
  );
}

export default function CustomSvgIcon() {
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <PeaksIcon color="primary" fontSize="large" />
      <PeaksIcon color="success" />
      <Typography sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        <PeaksIcon fontSize="inherit" /> Trail difficulty: alpine
      </Typography>
    </Stack>
  );
}
