import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';

const LIMIT = 280;

export default function TextareaAutosize() {
  const [text, setText] = React.useState(
    'Shipped the new onboarding flow today. Sign-ups that finish setup went from 61% to 74% in the first week.',
  );
  const remaining = LIMIT - text.length;

  return (
    <FormControl sx={{ maxWidth: 440 }}>
      <FormLabel>Post</FormLabel>
      <Textarea
        minRows={2}
        maxRows={5}
        value={text}
        onChange={(event) => setText(event.target.value.slice(0, LIMIT))}
        endDecorator={
          <Typography
            level="body-xs"
            sx={{ marginInlineStart: 'auto' }}
            color={remaining < 20 ? 'warning' : 'neutral'}
          >
            {remaining} characters left
          </Typography>
        }
      />
    </FormControl>
  );
}
