import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function PortalEscapesOverflow() {
  const [disablePortal, setDisablePortal] = React.useState(false);
  const anchorRef = React.useRef<HTMLDivElement>(null);
  const [position, setPosition] = React.useState<{ top: number; left: number } | null>(null);

  // Place the badge under the anchor, in window coordinates (it is fixed when portaled).
  React.useEffect(() => {
    const update = () => {
      const rect = anchorRef.current?.getBoundingClientRect();
      if (rect) {
        setPosition({ top: rect.bottom + 4, left: rect.left });
      }
    };
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, []);

  const badge = (
    <Paper
      elevation={6}
      sx={{
        px: 1.5,
        py: 0.5,
        zIndex: 'tooltip',
        position: disablePortal ? 'absolute' : 'fixed',
        ...(disablePortal && { top: 36, insetInlineStart: 0 }),
      }}
      // Window coordinates go in `style`: the right-to-left style plugin must not flip them.
      style={
        disablePortal
          ? undefined
          : {
              top: position?.top ?? 0,
              left: position?.left ?? 0,
              visibility: position ? 'visible' : 'hidden',
            }
      }
    >
      <Typography variant="body2">Saved 2 minutes ago</Typography>
    </Paper>
  );

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={disablePortal}
            onChange={(event) => setDisablePortal(event.target.checked)}
          />
        }
        label="disablePortal"
      />
      {/* A short box that clips its content, like a table cell or a scrolling panel. */}
      <Box
        sx={{
          position: 'relative',
          height: 48,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          p: 1,
        }}
      >
        <Box ref={anchorRef} sx={{ display: 'inline-block' }}>
          <Typography variant="body2">Draft: Q3 planning notes</Typography>
        </Box>
        <Portal disablePortal={disablePortal}>{badge}</Portal>
      </Box>
      <Box sx={{ height: 24 }} />
    </Stack>
  );
}
