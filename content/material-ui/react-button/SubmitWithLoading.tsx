import * as React from 'react';
import LoadingButton from '@mui/lab/LoadingButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function SubmitWithLoading() {
  const [loading, setLoading] = React.useState(false);
  const [message, setMessage] = React.useState('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    setLoading(true);
    setMessage('');
    // Stands in for a request to your server.
    window.setTimeout(() => {
      setLoading(false);
      setMessage(`We sent a sign-in link to ${email}.`);
    }, 1500);
  };

  return (
    <Stack
      component="form"
      onSubmit={handleSubmit}
      direction="row"
      spacing={2}
      useFlexGap
      flexWrap="wrap"
      alignItems="flex-start"
    >
      <TextField
        name="email"
        type="email"
        label="Email"
        size="small"
        required
        defaultValue="ada@example.com"
      />
      <LoadingButton type="submit" variant="contained" loading={loading}>
        Send link
      </LoadingButton>
      <Typography role="status" variant="body2" sx={{ alignSelf: 'center' }}>
        {message}
      </Typography>
    </Stack>
  );
}
