import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

const permissions = ['Read issues', 'Create issues', 'Close issues', 'Manage labels'];

export default function IndeterminateCheckbox() {
  const [granted, setGranted] = React.useState<string[]>(['Read issues', 'Create issues']);
  const allGranted = granted.length === permissions.length;
  const someGranted = granted.length > 0 && !allGranted;

  const toggle = (permission: string) => {
    setGranted((current) =>
      current.includes(permission)
        ? current.filter((item) => item !== permission)
        : permissions.filter((item) => item === permission || current.includes(item)),
    );
  };

  return (
    <div>
      <FormControlLabel
        label="All issue permissions"
        control={
          <Checkbox
            checked={allGranted}
            indeterminate={someGranted}
            onChange={() => setGranted(allGranted ? [] : permissions)}
          />
        }
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', marginInlineStart: 3 }}>
        {permissions.map((permission) => (
          <FormControlLabel
            key={permission}
            label={permission}
            control={
              <Checkbox
                checked={granted.includes(permission)}
                onChange={() => toggle(permission)}
              />
            }
          />
        ))}
      </Box>
    </div>
  );
}
