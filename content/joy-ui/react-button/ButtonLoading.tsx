import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';

export default function ButtonLoading() {
  const [saving, setSaving] = React.useState(false);
  const [savedAt, setSavedAt] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (!saving) {
      return undefined;
    }
    // Stands in for a network request that takes two seconds.
    const timer = setTimeout(() => {
      setSaving(false);
      setSavedAt('Changes saved.');
    }, 2000);
    return () => clearTimeout(timer);
  }, [saving]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Button
          loading={saving}
          loadingPosition="start"
          loadingIndicator={<CircularProgress thickness={3} aria-label="Saving" />}
          startDecorator={<SaveIcon />}
          onClick={() => {
            setSavedAt(null);
            setSaving(true);
          }}
        >
          Save changes
        </Button>
        <Button
          loading
          loadingIndicator={<CircularProgress thickness={3} aria-label="Submitting" />}
          variant="soft"
        >
          Submit
        </Button>
        <Button
          loading
          loadingPosition="end"
          loadingIndicator={<CircularProgress thickness={3} aria-label="Sending" />}
          endDecorator={<SendIcon />}
          variant="outlined"
        >
          Sending
        </Button>
      </Box>
      <Typography level="body-sm" aria-live="polite" sx={{ minHeight: '1.5em' }}>
        {saving ? 'Saving…' : savedAt}
      </Typography>
    </Box>
  );
}
