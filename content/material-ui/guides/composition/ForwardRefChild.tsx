import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

interface StorageMeterProps extends React.HTMLAttributes<HTMLDivElement> {
  usedGb: number;
  totalGb: number;
}

// forwardRef hands the DOM node to whoever renders this component, and
// `...other` passes on the listeners and aria attributes a Tooltip adds.
const StorageMeter = React.forwardRef<HTMLDivElement, StorageMeterProps>(function StorageMeter(
  { usedGb, totalGb, ...other },
  ref,
) {
  const percent = Math.round((usedGb / totalGb) * 100);
  return (
    <Box
      ref={ref}
      tabIndex={0}
      {...other}
      sx={{
        p: 1.5,
        width: 280,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      <Typography variant="body2" gutterBottom>
        Cloud storage: {usedGb} GB of {totalGb} GB
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label="Storage used" />
    </Box>
  );
});

export default function ForwardRefChild() {
  return (
    <Tooltip title="Photos 31 GB · Documents 9 GB · Backups 12 GB" placement="bottom-start">
      <StorageMeter usedGb={52} totalGb={100} />
    </Tooltip>
  );
}
