import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Zoom from '@mui/material/Zoom';
import { useTheme } from '@mui/material/styles';
import EditIcon from '@mui/icons-material/Edit';
import ShareIcon from '@mui/icons-material/Share';

export default function ZoomActions() {
  const theme = useTheme();
  const [selected, setSelected] = React.useState(true);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch checked={selected} onChange={(event) => setSelected(event.target.checked)} />
        }
        label="Photo selected"
      />
      <Box sx={{ display: 'flex', gap: 2, minHeight: 56 }}>
        <Zoom in={selected}>
          <Fab color="primary" aria-label="Edit photo">
            <EditIcon />
          </Fab>
        </Zoom>
        {/* The second button starts after the first has begun, for a staggered entrance. */}
        <Zoom
          in={selected}
          style={{ transitionDelay: selected ? `${theme.transitions.duration.shortest}ms` : '0ms' }}
        >
          <Fab color="secondary" aria-label="Share photo">
            <ShareIcon />
          </Fab>
        </Zoom>
      </Box>
    </Stack>
  );
}
