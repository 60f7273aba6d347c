import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import IconButton from '@mui/joy/IconButton';
import RefreshRounded from '@mui/icons-material/RefreshRounded';

export default function CircularProgressInButton() {
  const [refreshing, setRefreshing] = React.useState(false);

  React.useEffect(() => {
    if (!refreshing) {
      return undefined;
    }
    const timer = setTimeout(() => setRefreshing(false), 1500);
    return () => clearTimeout(timer);
  }, [refreshing]);

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <Button
        variant="soft"
        startDecorator={
          refreshing ? (
            <CircularProgress size="sm" variant="solid" aria-label="Refreshing" />
          ) : (
            <RefreshRounded />
          )
        }
        disabled={refreshing}
        onClick={() => setRefreshing(true)}
      >
        {refreshing ? 'Refreshing…' : 'Refresh feed'}
      </Button>
      <IconButton
        variant="outlined"
        aria-label="Refresh feed"
        loading={refreshing}
        loadingIndicator={<CircularProgress size="sm" aria-label="Refreshing" />}
        onClick={() => setRefreshing(true)}
      >
        <RefreshRounded />
      </IconButton>
    </Box>
  );
}
