import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const groups: { variant: VariantProp; color: ColorPaletteProp }[] = [
  { variant: 'outlined', color: 'neutral' },
  { variant: 'soft', color: 'primary' },
  { variant: 'solid', color: 'success' },
  { variant: 'plain', color: 'danger' },
];

const sizes = ['sm', 'md', 'lg'] as const;

export default function ButtonGroupVariants() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {groups.map(({ variant, color }) => (
        <ButtonGroup
          key={variant}
          variant={variant}
          color={color}
          aria-label={`Export, ${variant} ${color}`}
        >
          <Button>CSV</Button>
          <Button>Excel</Button>
          <Button>PDF</Button>
        </ButtonGroup>
      ))}
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        {sizes.map((size) => (
          <ButtonGroup key={size} size={size} aria-label={`Text size, ${size} group`}>
            <Button>A−</Button>
            <Button>A+</Button>
          </ButtonGroup>
        ))}
      </Stack>
    </Stack>
  );
}
