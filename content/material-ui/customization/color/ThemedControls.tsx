import * as React from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import MailIcon from '@mui/icons-material/Mail';

export default function ThemedControls() {
  const [volume, setVolume] = React.useState(40);
  const [notify, setNotify] = React.useState(true);

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 520 }}>
      <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap">
        <Button variant="contained">Save changes</Button>
        <Button variant="contained" color="secondary">
          Publish
        </Button>
        <Button variant="outlined">Preview</Button>
        <Button color="secondary">Discard</Button>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
        <Chip label="Design" color="primary" />
        <Chip label="Research" color="secondary" variant="outlined" />
        <Chip label="Ready for review" color="primary" variant="outlined" />
        <Badge badgeContent={4} color="secondary" sx={{ mx: 1 }}>
          <MailIcon titleAccess="4 unread messages" color="primary" />
        </Badge>
      </Stack>
      <Stack direction="row" spacing={2} alignItems="center">
        <Typography id="themed-volume" variant="body2" sx={{ minWidth: 60 }}>
          Volume
        </Typography>
        <Slider
          aria-labelledby="themed-volume"
          value={volume}
          onChange={(_event, value) => setVolume(value as number)}
          valueLabelDisplay="auto"
        />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        <FormControlLabel
          control={
            <Switch checked={notify} onChange={(event) => setNotify(event.target.checked)} />
          }
          label="Email me about replies"
        />
        <FormControlLabel
          control={<Checkbox defaultChecked color="secondary" />}
          label="Remember me"
        />
      </Stack>
      <LinearProgress variant="determinate" value={volume} aria-label="Upload progress" />
    </Stack>
  );
}
