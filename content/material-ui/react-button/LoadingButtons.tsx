import * as React from 'react';
import LoadingButton from '@mui/lab/LoadingButton';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';

export default function LoadingButtons() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={2} alignItems="flex-start">
      <FormControlLabel
        control={
          <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        }
        label="Request in progress"
      />
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        <LoadingButton loading={loading} variant="outlined">
          Sync contacts
        </LoadingButton>
        <LoadingButton
          loading={loading}
          loadingPosition="start"
          startIcon={<SaveIcon />}
          variant="contained"
        >
          Save changes
        </LoadingButton>
        <LoadingButton
          loading={loading}
          loadingPosition="end"
          endIcon={<SendIcon />}
          variant="contained"
        >
          Send message
        </LoadingButton>
      </Stack>
    </Stack>
  );
}
