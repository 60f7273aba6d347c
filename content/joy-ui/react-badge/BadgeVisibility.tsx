import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import ChatBubbleRounded from '@mui/icons-material/ChatBubbleRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState(2);
  const [muted, setMuted] = React.useState(false);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
      <Badge badgeContent={count} invisible={muted} color="danger">
        <ChatBubbleRounded sx={{ fontSize: 32 }} />
      </Badge>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <IconButton
          variant="outlined"
          size="sm"
          aria-label="One message less"
          disabled={count === 0}
          onClick={() => setCount((value) => value - 1)}
        >
          <RemoveRounded />
        </IconButton>
        <Typography level="body-sm" sx={{ minWidth: 88, textAlign: 'center' }}>
          {count} unread
        </Typography>
        <IconButton
          variant="outlined"
          size="sm"
          aria-label="One message more"
          onClick={() => setCount((value) => value + 1)}
        >
          <AddRounded />
        </IconButton>
      </Box>
      <Typography
        component="label"
        startDecorator={
          <Switch
            checked={muted}
            onChange={(event) => setMuted(event.target.checked)}
            sx={{ mr: 1 }}
          />
        }
      >
        Mute the badge
      </Typography>
    </Box>
  );
}
