import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ZoomInRounded from '@mui/icons-material/ZoomInRounded';
import ZoomOutRounded from '@mui/icons-material/ZoomOutRounded';

const ZOOM_LEVELS = [50, 75, 100, 125, 150, 200];

export default function ButtonGroupIcons() {
  const [index, setIndex] = React.useState(2);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup variant="soft" aria-label="Zoom">
        <IconButton
          aria-label="Zoom out"
          disabled={index === 0}
          onClick={() => setIndex((value) => value - 1)}
        >
          <ZoomOutRounded />
        </IconButton>
        <Button onClick={() => setIndex(2)} sx={{ minWidth: 72 }}>
          {ZOOM_LEVELS[index]}%
        </Button>
        <IconButton
          aria-label="Zoom in"
          disabled={index === ZOOM_LEVELS.length - 1}
          onClick={() => setIndex((value) => value + 1)}
        >
          <ZoomInRounded />
        </IconButton>
      </ButtonGroup>
      <ButtonGroup variant="solid" color="primary" aria-label="Publish">
        <Button>Publish</Button>
        <Divider />
        <Button>Schedule</Button>
      </ButtonGroup>
      <Typography level="body-sm">Click the percentage to reset the zoom to 100%.</Typography>
    </Stack>
  );
}
