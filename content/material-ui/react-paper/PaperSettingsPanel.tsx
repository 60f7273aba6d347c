import * as React from 'react';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function PaperSettingsPanel() {
  const [digest, setDigest] = React.useState(true);
  const [mentions, setMentions] = React.useState(true);

  return (
    // component="section" with a label: a named region for assistive technologies.
    <Paper
      component="section"
      aria-labelledby="paper-settings-title"
      variant="outlined"
      sx={{ maxWidth: 420 }}
    >
      <Typography
        id="paper-settings-title"
        variant="subtitle1"
        component="h3"
        sx={{ px: 2, pt: 2 }}
      >
        Email notifications
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
        Sent to ana@example.com
      </Typography>
      <Divider />
      <Stack sx={{ px: 2, py: 1 }}>
        <FormControlLabel
          control={
            <Switch checked={digest} onChange={(event) => setDigest(event.target.checked)} />
          }
          label="Weekly digest"
        />
        <FormControlLabel
          control={
            <Switch checked={mentions} onChange={(event) => setMentions(event.target.checked)} />
          }
          label="When someone mentions me"
        />
      </Stack>
    </Paper>
  );
}
