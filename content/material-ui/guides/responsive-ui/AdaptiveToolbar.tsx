import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ReplyIcon from '@mui/icons-material/Reply';
import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteIcon from '@mui/icons-material/Delete';

const actions = [
  { label: 'Reply', Icon: ReplyIcon },
  { label: 'Archive', Icon: ArchiveIcon },
  { label: 'Delete', Icon: DeleteIcon },
];

export default function AdaptiveToolbar() {
  const theme = useTheme();
  // True from the md breakpoint (900px) up.
  const wide = useMediaQuery(theme.breakpoints.up('md'));

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography sx={{ flexGrow: 1 }} noWrap>
          Re: Venue contract for the October offsite
        </Typography>
        {actions.map(({ label, Icon }) =>
          wide ? (
            <Button key={label} size="small" startIcon={<Icon />}>
              {label}
            </Button>
          ) : (
            <Tooltip key={label} title={label}>
              <IconButton size="small" aria-label={label}>
                <Icon />
              </IconButton>
            </Tooltip>
          ),
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {wide ? 'Wide layout: labeled buttons' : 'Narrow layout: icon buttons'}
      </Typography>
    </Paper>
  );
}
