import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

const MIN_LENGTH = 30;

export default function TextareaValidation() {
  const [reason, setReason] = React.useState('Too expensive');
  const tooShort = reason.trim().length < MIN_LENGTH;

  return (
    <FormControl required error={tooShort} sx={{ maxWidth: 440 }}>
      <FormLabel>Why are you cancelling?</FormLabel>
      <Textarea minRows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
      {/* Joy UI 5.0.0-beta.52 keeps the 500 shade for error text in dark mode too: the plain color reads in both modes. */}
      <FormHelperText sx={tooShort ? { color: 'danger.plainColor' } : undefined}>
        {tooShort
          ? `Tell us a little more: at least ${MIN_LENGTH} characters (${reason.trim().length} so far).`
          : 'Thanks, this helps us improve.'}
      </FormHelperText>
    </FormControl>
  );
}
