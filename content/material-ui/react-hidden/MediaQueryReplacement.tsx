import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';

export default function MediaQueryReplacement() {
  // Replaces <Hidden smDown> (the js implementation): render only from sm (600px) up.
  const smUp = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" alignItems="center" spacing={1}>
        <Typography variant="subtitle2" component="p" sx={{ flexGrow: 1 }}>
          Projects
        </Typography>
        {smUp ? (
          <Button variant="contained" startIcon={<AddIcon />}>
            New project
          </Button>
        ) : (
          <IconButton color="primary" aria-label="New project">
            <AddIcon />
          </IconButton>
        )}
      </Stack>
    </Paper>
  );
}
