import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import SvgIcon, { SvgIconProps } from '@mui/joy/SvgIcon';
import Typography from '@mui/joy/Typography';

// A brand mark drawn with a path on the default 24 × 24 view box.
function LeafIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M20 4c-7.5 0-13 3.6-14.6 9.4-.5 1.8-.5 3.6 0 5.2L3.3 20.7l1.4 1.4 2.1-2.1c1.6.5 3.4.5 5.2 0C17.8 18.4 20 12 20 4zm-7.3 13.3c-1.2.4-2.4.4-3.5.2l5.1-5.1-1.4-1.4-5.1 5.1c-.3-1.1-.2-2.3.2-3.5C9 9.4 12.6 7 17.8 6.2c-.7 5.4-2.4 9.7-5.1 11.1z" />
    </SvgIcon>
  );
}

// Markup copied from a stroke-based icon set: SvgIcon keeps the <svg> attributes.
function OutlineBellIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <svg
        xmlns="http://www.w3.org/2000/svg"
        fill="none"
        viewBox="0 0 24 24"
        strokeWidth={1.75}
        stroke="currentColor"
      >
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M6 10a6 6 0 1 1 12 0c0 4 1.5 6 2 7H4c.5-1 2-3 2-7zm4 10a2 2 0 0 0 4 0"
        />
      </svg>
    </SvgIcon>
  );
}

export default function JoySvgIconCustom() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center">
        <LeafIcon size="sm" color="success" />
        <LeafIcon size="md" color="success" />
        <LeafIcon size="lg" color="success" titleAccess="Greenleaf logo" />
        <Typography level="body-sm">size: sm, md, lg</Typography>
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center">
        <IconButton variant="outlined" size="sm" aria-label="Notifications">
          <OutlineBellIcon />
        </IconButton>
        <IconButton variant="outlined" aria-label="Notifications">
          <OutlineBellIcon />
        </IconButton>
        <IconButton variant="outlined" size="lg" aria-label="Notifications">
          <OutlineBellIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
