import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const periods = ['Day', 'Week', 'Month', 'Year'];

export default function ToggleSizesColors() {
  const [period, setPeriod] = React.useState('Week');

  const handleChange = (_event: React.MouseEvent<HTMLElement>, value: string | null) => {
    if (value !== null) setPeriod(value);
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      {(['small', 'medium', 'large'] as const).map((size) => (
        <ToggleButtonGroup
          key={size}
          size={size}
          value={period}
          exclusive
          onChange={handleChange}
          aria-label={`Report period (${size})`}
        >
          {periods.map((option) => (
            <ToggleButton key={option} value={option}>
              {option}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ))}
      <ToggleButtonGroup
        color="secondary"
        value={period}
        exclusive
        onChange={handleChange}
        aria-label="Report period (secondary color)"
      >
        {periods.map((option) => (
          <ToggleButton key={option} value={option}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
