import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import LoadingButton from '@mui/lab/LoadingButton';
import RefreshIcon from '@mui/icons-material/Refresh';

export default function LoadingButtonGroup() {
  const [loading, setLoading] = React.useState(false);

  const refresh = () => {
    setLoading(true);
    // Stands in for a request to your server.
    window.setTimeout(() => setLoading(false), 1500);
  };

  return (
    <ButtonGroup aria-label="Report actions">
      <Button>Download</Button>
      <Button>Email</Button>
      <LoadingButton
        loading={loading}
        loadingPosition="start"
        startIcon={<RefreshIcon />}
        onClick={refresh}
      >
        Refresh
      </LoadingButton>
    </ButtonGroup>
  );
}
