import * as React from 'react';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

type Size = 'sm' | 'md' | 'lg';

function Choice<T extends string>(props: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}) {
  const { label, options, value, onChange } = props;
  return (
    <FormControl>
      <FormLabel>{label}</FormLabel>
      <RadioGroup
        orientation="horizontal"
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        sx={{ flexWrap: 'wrap', gap: 1.5 }}
      >
        {options.map((option) => (
          <Radio key={option} value={option} label={option} size="sm" />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

export default function UsageSharedProps() {
  const [variant, setVariant] = React.useState<VariantProp>('solid');
  const [color, setColor] = React.useState<ColorPaletteProp>('primary');
  const [size, setSize] = React.useState<Size>('md');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Stack spacing={1.5} sx={{ flex: 1 }}>
        <Choice
          label="variant"
          options={['solid', 'soft', 'outlined', 'plain'] as const}
          value={variant}
          onChange={setVariant}
        />
        <Choice
          label="color"
          options={['primary', 'neutral', 'danger', 'success', 'warning'] as const}
          value={color}
          onChange={setColor}
        />
        <Choice
          label="size"
          options={['sm', 'md', 'lg'] as const}
          value={size}
          onChange={setSize}
        />
      </Stack>
      <Sheet
        variant="outlined"
        sx={{
          flex: 1,
          p: 2,
          borderRadius: 'md',
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
          alignItems: 'flex-start',
        }}
      >
        <Button variant={variant} color={color} size={size}>
          Save changes
        </Button>
        <Chip variant={variant} color={color} size={size}>
          In review
        </Chip>
        <Input
          variant={variant}
          color={color}
          size={size}
          defaultValue="Quarterly budget"
          slotProps={{ input: { 'aria-label': 'Document name' } }}
        />
      </Sheet>
    </Stack>
  );
}
