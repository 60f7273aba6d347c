import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const groups: { variant: VariantProp; color: ColorPaletteProp }[] = [
  { variant: 'outlined', color: 'neutral' },
  { variant: 'soft', color: 'primary' },
  { variant: 'solid', color: 'neutral' },
  { variant: 'plain', color: 'success' },
];
const sizes = ['sm', 'md', 'lg'] as const;

export default function ToggleButtonVariants() {
  const [period, setPeriod] = React.useState<string | null>('monthly');

  return (
    <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap' }} useFlexGap>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {groups.map(({ variant, color }) => (
          <ToggleButtonGroup
            key={variant}
            variant={variant}
            color={color}
            aria-label={`Billing period, ${variant}`}
            value={period}
            onChange={(_event, newValue) => setPeriod(newValue)}
          >
            <Button value="monthly">Monthly</Button>
            <Button value="yearly">Yearly</Button>
          </ToggleButtonGroup>
        ))}
      </Stack>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {sizes.map((size) => (
          <ToggleButtonGroup
            key={size}
            size={size}
            aria-label={`Billing period, size ${size}`}
            value={period}
            onChange={(_event, newValue) => setPeriod(newValue)}
          >
            <Button value="monthly">Monthly</Button>
            <Button value="yearly">Yearly</Button>
          </ToggleButtonGroup>
        ))}
        <ToggleButtonGroup
          orientation="vertical"
          aria-label="Billing period, vertical"
          value={period}
          onChange={(_event, newValue) => setPeriod(newValue)}
        >
          <Button value="monthly">Monthly</Button>
          <Button value="yearly">Yearly</Button>
        </ToggleButtonGroup>
      </Stack>
    </Stack>
  );
}
