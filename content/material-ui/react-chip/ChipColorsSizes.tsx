import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const statuses: { label: string; color: ChipProps['color'] }[] = [
  { label: 'Draft', color: 'default' },
  { label: 'In review', color: 'primary' },
  { label: 'Approved', color: 'success' },
  { label: 'Featured', color: 'secondary' },
];

export default function ChipColorsSizes() {
  return (
    <Stack spacing={2}>
      {(['medium', 'small'] as const).map((size) => (
        <Stack key={size} spacing={1}>
          <Typography variant="caption" component="p" color="text.secondary">
            size=&quot;{size}&quot;
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            {statuses.map((status) => (
              <Chip key={status.label} label={status.label} color={status.color} size={size} />
            ))}
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            {statuses.map((status) => (
              <Chip
                key={status.label}
                label={status.label}
                color={status.color}
                size={size}
                variant="outlined"
              />
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
