import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';

// Plain CSS that reads Joy UI's theme variables: no theme object, no JavaScript.
const Meter = styled('div')({
  height: 10,
  borderRadius: 'var(--joy-radius-xl)',
  // A channel variable makes a translucent version of a palette color.
  backgroundColor: 'rgba(var(--joy-palette-primary-mainChannel) / 0.16)',
  overflow: 'hidden',
});

const MeterFill = styled('div')(({ theme }) => ({
  height: '100%',
  borderRadius: 'inherit',
  // theme.vars holds the same variables as strings: 'var(--joy-palette-primary-solidBg)'.
  backgroundColor: theme.vars.palette.primary.solidBg,
  boxShadow: `0 0 0 1px ${theme.vars.palette.background.surface}`,
}));

const USAGE = [
  { label: 'Photos', used: 38.2 },
  { label: 'Documents', used: 11.5 },
  { label: 'Backups', used: 27.9 },
];
const QUOTA = 100;

export default function ThemeVariablesInCss() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 420 }}>
      <Typography level="title-md" sx={{ mb: 1.5 }}>
        Storage
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {USAGE.map(({ label, used }) => {
          const percent = Math.round((used / QUOTA) * 100);
          return (
            <div key={label}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                <Typography level="body-sm" id={`usage-${label}`}>
                  {label}
                </Typography>
                <Typography level="body-xs">{used} GB</Typography>
              </Box>
              <Meter
                role="meter"
                aria-labelledby={`usage-${label}`}
                aria-valuenow={percent}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuetext={`${used} GB of ${QUOTA} GB`}
              >
                <MeterFill style={{ width: `${percent}%` }} />
              </Meter>
            </div>
          );
        })}
      </Box>
    </Sheet>
  );
}
