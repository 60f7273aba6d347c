import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import StarRounded from '@mui/icons-material/StarRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import WifiOffRounded from '@mui/icons-material/WifiOffRounded';

export default function MaterialIconsStyling() {
  return (
    <Stack spacing={2}>
      {/* Outside a Joy UI component: the theme's default size (xl2) and icon color. */}
      <Stack direction="row" spacing={1} alignItems="center">
        <WifiOffRounded />
        <Typography level="body-sm">You are offline. Changes will sync later.</Typography>
      </Stack>
      {/* A theme font size and a palette color through sx. */}
      <Stack direction="row" spacing={1} alignItems="center">
        <WarningAmberRounded sx={{ fontSize: 'xl3', color: 'warning.500' }} />
        <Typography level="body-sm">Storage is 92% full.</Typography>
      </Stack>
      {/* A meaningful icon gets an accessible name; decorative ones stay hidden. */}
      <Stack direction="row" spacing={0.5} alignItems="center">
        <StarRounded titleAccess="Rated" sx={{ color: 'warning.400' }} />
        <Typography level="title-sm">4.8</Typography>
        <Typography level="body-xs">(1,024 reviews)</Typography>
      </Stack>
    </Stack>
  );
}
