import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';

const channels = [
  { name: 'general', unread: true },
  { name: 'design-crit', unread: false },
  { name: 'release-train', unread: true },
];

export default function DotBadge() {
  return (
    <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {channels.map((channel) => (
        <li key={channel.name}>
          <Badge color="error" variant="dot" invisible={!channel.unread}>
            <Typography
              sx={{ fontWeight: channel.unread ? 'fontWeightBold' : 'fontWeightRegular' }}
            >
              # {channel.name}
            </Typography>
          </Badge>
          {/* The dot carries no text: say what it means for screen readers. */}
          {channel.unread ? (
            <Box component="span" sx={visuallyHidden}>
              , unread messages
            </Box>
          ) : null}
        </li>
      ))}
    </Stack>
  );
}
