import * as React from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

function Cell({ label, detail }: { label: string; detail: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Typography variant="body2">{label}</Typography>
      <Typography variant="caption" color="text.secondary">
        {detail}
      </Typography>
    </Paper>
  );
}

export default function AutoLayoutGrid() {
  return (
    <Grid container spacing={2}>
      {/* xs (true): the items share the row equally. */}
      <Grid item xs>
        <Cell label="Inbox" detail="xs" />
      </Grid>
      <Grid item xs>
        <Cell label="Drafts" detail="xs" />
      </Grid>
      <Grid item xs>
        <Cell label="Archive" detail="xs" />
      </Grid>
      {/* A fixed item takes 6 columns; the two others split what remains. */}
      <Grid item xs>
        <Cell label="Sent" detail="xs" />
      </Grid>
      <Grid item xs={6}>
        <Cell label="Conversation" detail="xs={6}" />
      </Grid>
      <Grid item xs>
        <Cell label="Contacts" detail="xs" />
      </Grid>
    </Grid>
  );
}
