import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer, { type DrawerProps } from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';

type Anchor = NonNullable<DrawerProps['anchor']>;

const anchors: Anchor[] = ['left', 'top', 'right', 'bottom'];

export default function DrawerAnchors() {
  const [open, setOpen] = React.useState(false);
  const [anchor, setAnchor] = React.useState<Anchor>('left');
  const [size, setSize] = React.useState<'sm' | 'md' | 'lg'>('md');

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
        {anchors.map((item) => (
          <Button
            key={item}
            variant="outlined"
            color="neutral"
            onClick={() => {
              setAnchor(item);
              setOpen(true);
            }}
          >
            {item}
          </Button>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
        {(['sm', 'md', 'lg'] as const).map((item) => (
          <Button
            key={item}
            size="sm"
            variant={size === item ? 'soft' : 'plain'}
            aria-pressed={size === item}
            onClick={() => setSize(item)}
          >
            size {item}
          </Button>
        ))}
      </Stack>
      <Drawer anchor={anchor} size={size} open={open} onClose={() => setOpen(false)}>
        <ModalClose aria-label="Close" />
        <DialogTitle>Opened from the {anchor}</DialogTitle>
        <DialogContent sx={{ px: 2 }}>
          A {size} drawer. Press Escape, click the backdrop or the close button to dismiss it.
        </DialogContent>
      </Drawer>
    </Stack>
  );
}
