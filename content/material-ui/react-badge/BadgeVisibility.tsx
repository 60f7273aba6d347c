import * as React from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ChatIcon from '@mui/icons-material/Chat';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState(3);
  const [showZero, setShowZero] = React.useState(false);
  const [hidden, setHidden] = React.useState(false);

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Stack direction="row" spacing={4} alignItems="center">
        <Badge badgeContent={count} color="primary" showZero={showZero} invisible={hidden}>
          <ChatIcon titleAccess={`Chat, ${count} unread`} />
        </Badge>
        <Badge badgeContent={count * 40} color="primary" invisible={hidden}>
          <ChatIcon titleAccess={`Team chat, ${count * 40} unread`} />
        </Badge>
        <Badge badgeContent={count * 400} max={999} color="primary" invisible={hidden}>
          <ChatIcon titleAccess={`Support queue, ${count * 400} unread`} />
        </Badge>
      </Stack>
      <ButtonGroup size="small" aria-label="Unread count">
        <Button aria-label="One fewer" onClick={() => setCount((value) => Math.max(value - 1, 0))}>
          <RemoveIcon fontSize="small" />
        </Button>
        <Button aria-label="One more" onClick={() => setCount((value) => value + 1)}>
          <AddIcon fontSize="small" />
        </Button>
      </ButtonGroup>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        <FormControlLabel
          control={
            <Switch checked={showZero} onChange={(event) => setShowZero(event.target.checked)} />
          }
          label="Show zero"
        />
        <FormControlLabel
          control={
            <Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />
          }
          label="Hide badges"
        />
      </Stack>
    </Stack>
  );
}
