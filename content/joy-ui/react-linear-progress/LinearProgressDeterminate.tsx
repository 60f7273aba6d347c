import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';

const quotas = [
  { label: 'Storage', used: 7.2, total: 10, unit: 'GB' },
  { label: 'Build minutes', used: 2650, total: 3000, unit: 'min' },
  { label: 'Team seats', used: 4, total: 10, unit: 'seats' },
];

function colorFor(ratio: number): ColorPaletteProp {
  if (ratio >= 0.85) {
    return 'danger';
  }
  return ratio >= 0.7 ? 'warning' : 'primary';
}

export default function LinearProgressDeterminate() {
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 420 }}>
      {quotas.map((quota) => {
        const ratio = quota.used / quota.total;
        const id = `quota-${quota.label.replace(/\s/g, '-').toLowerCase()}`;
        return (
          <div key={quota.label}>
            <Stack direction="row" justifyContent="space-between" sx={{ mb: 0.5 }}>
              <Typography id={id} level="title-sm">
                {quota.label}
              </Typography>
              <Typography level="body-sm">
                {quota.used.toLocaleString('en-US')} of {quota.total.toLocaleString('en-US')}{' '}
                {quota.unit}
              </Typography>
            </Stack>
            <LinearProgress
              determinate
              value={ratio * 100}
              color={colorFor(ratio)}
              aria-labelledby={id}
              aria-valuetext={`${Math.round(ratio * 100)}% used`}
            />
          </div>
        );
      })}
    </Stack>
  );
}
