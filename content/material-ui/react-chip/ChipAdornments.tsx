import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ScheduleIcon from '@mui/icons-material/Schedule';
import VerifiedIcon from '@mui/icons-material/Verified';

/** A small illustrated portrait as an SVG data URL, so the demo needs no image host. */
function portrait(background: string, skin: string, hair: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="${background}"/><path d="M12 80c2-18 14-26 28-26s26 8 28 26z" fill="${hair}"/><circle cx="40" cy="34" r="16" fill="${skin}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export default function ChipAdornments() {
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <Chip icon={<LocalShippingIcon />} label="Free delivery" />
      <Chip icon={<ScheduleIcon />} label="Ships in 2 days" variant="outlined" />
      <Chip icon={<VerifiedIcon />} label="Verified seller" color="success" />
      <Chip
        avatar={<Avatar alt="" src={portrait('#ce93d8', '#f1c27d', '#4e342e')} />}
        label="Rosa Klein"
      />
      <Chip
        avatar={<Avatar alt="" src={portrait('#80cbc4', '#8d5524', '#212121')} />}
        label="Theo Mensah"
        variant="outlined"
      />
    </Stack>
  );
}
