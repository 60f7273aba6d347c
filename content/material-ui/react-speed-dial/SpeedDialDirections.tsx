import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import SpeedDial, { type SpeedDialProps } from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FileCopyIcon from '@mui/icons-material/FileCopy';
import PrintIcon from '@mui/icons-material/Print';
import SaveIcon from '@mui/icons-material/Save';
import ShareIcon from '@mui/icons-material/Share';

type Direction = NonNullable<SpeedDialProps['direction']>;

const actions = [
  { name: 'Copy', icon: <FileCopyIcon /> },
  { name: 'Save', icon: <SaveIcon /> },
  { name: 'Print', icon: <PrintIcon /> },
  { name: 'Share', icon: <ShareIcon /> },
];

// Where to pin the dial so its actions have room. Stretching the root across the frame
// centers the button: the root is a flex box that centers its children on the cross axis.
const placement: Record<Direction, object> = {
  up: { bottom: 16, left: 0, right: 0 },
  down: { top: 16, left: 0, right: 0 },
  left: { right: 16, top: 0, bottom: 0 },
  right: { left: 16, top: 0, bottom: 0 },
};

export default function SpeedDialDirections() {
  const [direction, setDirection] = React.useState<Direction>('up');
  const [hidden, setHidden] = React.useState(false);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} alignItems="center" useFlexGap flexWrap="wrap">
        <div>
          <FormLabel id="dial-direction-label">direction</FormLabel>
          <RadioGroup
            row
            aria-labelledby="dial-direction-label"
            value={direction}
            onChange={(event) => setDirection(event.target.value as Direction)}
          >
            {(['up', 'right', 'down', 'left'] as const).map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={value} />
            ))}
          </RadioGroup>
        </div>
        <FormControlLabel
          control={
            <Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />
          }
          label="hidden"
        />
      </Stack>
      <Box
        sx={{
          position: 'relative',
          height: 320,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <SpeedDial
          ariaLabel="Document actions"
          hidden={hidden}
          icon={<SpeedDialIcon />}
          direction={direction}
          sx={{ position: 'absolute', ...placement[direction] }}
        >
          {actions.map((action) => (
            <SpeedDialAction key={action.name} icon={action.icon} tooltipTitle={action.name} />
          ))}
        </SpeedDial>
      </Box>
    </Stack>
  );
}
