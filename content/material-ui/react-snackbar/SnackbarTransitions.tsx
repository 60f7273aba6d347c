import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Grow from '@mui/material/Grow';
import Slide, { type SlideProps } from '@mui/material/Slide';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

// Defined outside the component, so React keeps the same transition between renders.
function SlideFromBottom(props: SlideProps) {
  return <Slide {...props} direction="up" />;
}

const transitions = {
  Grow,
  Fade,
  Slide: SlideFromBottom,
};

type TransitionName = keyof typeof transitions;

export default function SnackbarTransitions() {
  const [name, setName] = React.useState<TransitionName>('Grow');
  const [open, setOpen] = React.useState(false);

  return (
    <Stack direction="row" spacing={1}>
      {(Object.keys(transitions) as TransitionName[]).map((option) => (
        <Button
          key={option}
          variant="outlined"
          onClick={() => {
            setName(option);
            setOpen(true);
          }}
        >
          {option}
        </Button>
      ))}
      <Snackbar
        key={name}
        open={open}
        autoHideDuration={3000}
        onClose={() => setOpen(false)}
        TransitionComponent={transitions[name]}
        message={`Appeared with ${name}`}
      />
    </Stack>
  );
}
