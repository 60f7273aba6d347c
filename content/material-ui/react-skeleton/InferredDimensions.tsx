import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

function ProfileHeader({ loading }: { loading: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      {/* With a child, the skeleton takes the child's size and hides it. */}
      {loading ? (
        <Skeleton variant="circular">
          <Avatar />
        </Skeleton>
      ) : (
        <Avatar sx={{ bgcolor: 'primary.main' }}>JK</Avatar>
      )}
      <Box sx={{ flex: 1 }}>
        {/* Inside a Typography, a text skeleton takes that variant's line height. */}
        <Typography variant="h5" component="p">
          {loading ? <Skeleton /> : 'Jonas Keller'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {loading ? <Skeleton width="60%" /> : 'Staff engineer · Zurich'}
        </Typography>
      </Box>
    </Box>
  );
}

export default function InferredDimensions() {
  return (
    <Grid container spacing={4}>
      <Grid item xs={12} sm={6}>
        <ProfileHeader loading />
      </Grid>
      <Grid item xs={12} sm={6}>
        <ProfileHeader loading={false} />
      </Grid>
    </Grid>
  );
}
