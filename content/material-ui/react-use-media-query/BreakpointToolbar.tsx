import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';

const actions = [
  { label: 'Download', icon: <DownloadIcon /> },
  { label: 'Print', icon: <PrintIcon /> },
  { label: 'Share', icon: <ShareIcon /> },
];

export default function BreakpointToolbar() {
  // A function receives the theme: the query follows the theme's breakpoints.
  const roomy = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction="row" alignItems="center" spacing={1}>
        <Typography variant="subtitle2" component="p" sx={{ flexGrow: 1 }}>
          Invoice INV-2024-0193
        </Typography>
        {actions.map((action) =>
          roomy ? (
            <Button key={action.label} size="small" startIcon={action.icon}>
              {action.label}
            </Button>
          ) : (
            <Tooltip key={action.label} title={action.label}>
              <IconButton size="small" aria-label={action.label}>
                {action.icon}
              </IconButton>
            </Tooltip>
          ),
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {roomy ? 'md and up: labelled buttons' : 'below md: icon buttons'}
      </Typography>
    </Paper>
  );
}
