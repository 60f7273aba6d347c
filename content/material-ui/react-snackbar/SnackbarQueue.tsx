import * as React from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

interface Message {
  key: number;
  text: string;
}

const events = ['Photo uploaded', 'Album shared with Lena', 'Storage almost full'];

export default function SnackbarQueue() {
  const [queue, setQueue] = React.useState<Message[]>([]);
  const [current, setCurrent] = React.useState<Message | undefined>(undefined);
  const [open, setOpen] = React.useState(false);
  const nextKey = React.useRef(0);

  // Show the next message once nothing is on screen.
  React.useEffect(() => {
    if (queue.length > 0 && !current) {
      setCurrent(queue[0]);
      setQueue((previous) => previous.slice(1));
      setOpen(true);
    } else if (queue.length > 0 && current && open) {
      // A newer message is waiting: close the current one early.
      setOpen(false);
    }
  }, [queue, current, open]);

  const push = (text: string) => {
    nextKey.current += 1;
    setQueue((previous) => [...previous, { key: nextKey.current, text }]);
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {events.map((text) => (
        <Button key={text} variant="outlined" onClick={() => push(text)}>
          {text}
        </Button>
      ))}
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={3000}
        onClose={(event, reason) => reason !== 'clickaway' && setOpen(false)}
        // Clear the message only once the exit transition is over.
        TransitionProps={{ onExited: () => setCurrent(undefined) }}
        message={current?.text}
      />
    </Stack>
  );
}
