import * as React from 'react';
import AppBar, { type AppBarProps } from '@mui/material/AppBar';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const colors: AppBarProps['color'][] = ['primary', 'secondary', 'default', 'transparent'];

export default function AppBarColors() {
  const [enableColorOnDark, setEnableColorOnDark] = React.useState(false);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={enableColorOnDark}
            onChange={(event) => setEnableColorOnDark(event.target.checked)}
          />
        }
        label="enableColorOnDark (visible in dark mode)"
      />
      {colors.map((color) => (
        <AppBar key={color} position="static" color={color} enableColorOnDark={enableColorOnDark}>
          {/* dense: 48px high on desktop instead of 64px. */}
          <Toolbar variant="dense">
            <Typography variant="subtitle1" component="div">
              color=&quot;{color}&quot;
            </Typography>
          </Toolbar>
        </AppBar>
      ))}
    </Stack>
  );
}
