import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function DisabledButtonTooltip() {
  const [accepted, setAccepted] = React.useState(false);

  return (
    <Stack spacing={2} alignItems="flex-start">
      <FormControlLabel
        control={
          <Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
        }
        label="I accept the terms of service"
      />
      <Tooltip title={accepted ? '' : 'Accept the terms of service first'} describeChild>
        {/* A disabled button fires no events: the span receives them for the tooltip,
            and its tabIndex lets keyboard users reach the explanation too. */}
        <span tabIndex={accepted ? -1 : 0}>
          <Button variant="contained" disabled={!accepted}>
            Create account
          </Button>
        </span>
      </Tooltip>
    </Stack>
  );
}
