import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog, { type ModalDialogProps } from '@mui/joy/ModalDialog';
import ModalOverflow from '@mui/joy/ModalOverflow';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

type Layout = NonNullable<ModalDialogProps['layout']> | 'overflow';

const clauses = Array.from({ length: 14 }, (_, index) => ({
  id: index + 1,
  text: 'You keep the rights to the content you upload. You grant us a license to store, back up and display it to the people you share it with, and only for that purpose.',
}));

export default function ModalLayouts() {
  const [layout, setLayout] = React.useState<Layout | null>(null);

  const dialog = (
    <ModalDialog layout={layout === 'fullscreen' ? 'fullscreen' : 'center'}>
      <ModalClose aria-label="Close" />
      <DialogTitle>Terms of service</DialogTitle>
      {/* The text scrolls inside the dialog: a tab stop lets keyboard users scroll it. */}
      <DialogContent tabIndex={0}>
        {clauses.map((clause) => (
          <Typography key={clause.id} level="body-sm" sx={{ mb: 1.5 }}>
            {clause.id}. {clause.text}
          </Typography>
        ))}
      </DialogContent>
    </ModalDialog>
  );

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
      <Button variant="outlined" color="neutral" onClick={() => setLayout('center')}>
        Center (scrolls inside)
      </Button>
      <Button variant="outlined" color="neutral" onClick={() => setLayout('overflow')}>
        Center (page scrolls)
      </Button>
      <Button variant="outlined" color="neutral" onClick={() => setLayout('fullscreen')}>
        Full screen
      </Button>
      <Modal open={layout !== null} onClose={() => setLayout(null)}>
        {layout === 'overflow' ? <ModalOverflow>{dialog}</ModalOverflow> : dialog}
      </Modal>
    </Stack>
  );
}
