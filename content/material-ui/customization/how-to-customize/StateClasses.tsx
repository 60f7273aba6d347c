import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { buttonClasses } from '@mui/material/Button';
import { switchClasses } from '@mui/material/Switch';

export default function StateClasses() {
  const [locked, setLocked] = React.useState(true);

  return (
    <Stack spacing={2} alignItems="flex-start">
      <FormControlLabel
        control={
          <Switch
            checked={locked}
            onChange={(event) => setLocked(event.target.checked)}
            sx={{
              // `.Mui-checked` is on the switch base while the switch is on.
              [`& .${switchClasses.switchBase}.Mui-checked`]: { color: 'warning.main' },
              [`& .${switchClasses.switchBase}.Mui-checked + .${switchClasses.track}`]: {
                backgroundColor: 'warning.main',
              },
            }}
          />
        }
        label="Lock publishing"
      />
      <Button
        variant="contained"
        disabled={locked}
        sx={{
          // State classes sit on the same element as the root class: join them with `&`.
          [`&.${buttonClasses.disabled}`]: {
            color: 'text.secondary',
            backgroundColor: 'action.hover',
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
          },
          // `.Mui-focusVisible` marks keyboard focus only (not a mouse click).
          [`&.${buttonClasses.focusVisible}`]: {
            outline: 3,
            outlineColor: 'warning.main',
            outlineOffset: 2,
          },
        }}
      >
        Publish article
      </Button>
    </Stack>
  );
}
