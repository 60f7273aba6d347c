import * as React from 'react';
import Stack from '@mui/material/Stack';
import LoadingButton from '@mui/lab/LoadingButton';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';

export default function LoadingButtons() {
  const [saving, setSaving] = React.useState(false);

  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <LoadingButton
        loading={saving}
        loadingPosition="start"
        startIcon={<SaveIcon />}
        variant="contained"
        onClick={() => {
          setSaving(true);
          setTimeout(() => setSaving(false), 2000);
        }}
      >
        {saving ? 'Saving…' : 'Save draft'}
      </LoadingButton>
      {/* Always loading, to show each indicator position side by side. */}
      <LoadingButton loading variant="outlined">
        Publish
      </LoadingButton>
      <LoadingButton loading loadingPosition="end" endIcon={<SendIcon />} variant="outlined">
        Sending
      </LoadingButton>
    </Stack>
  );
}
