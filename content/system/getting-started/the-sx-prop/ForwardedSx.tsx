import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface MetricProps {
  label: string;
  value: string;
  sx?: SxProps<Theme>;
}

function Metric({ label, value, sx = [] }: MetricProps) {
  return (
    <Box
      sx={[
        { p: 2, borderRadius: 2, border: 1, borderColor: 'divider', minWidth: 140 },
        // The caller's styles come last, so they win; spread them when they are an array.
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ typography: 'body2', color: 'text.secondary' }}>{label}</Box>
      <Box sx={{ typography: 'h5' }}>{value}</Box>
    </Box>
  );
}

export default function ForwardedSx() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Metric label="Active users" value="8,204" />
      <Metric label="Churn" value="1.8%" sx={{ borderColor: 'warning.main' }} />
      <Metric
        label="Revenue"
        value="$52.4k"
        sx={[
          { bgcolor: 'primary.main', color: 'primary.contrastText' },
          { '& div': { color: 'inherit' } },
        ]}
      />
    </Box>
  );
}
