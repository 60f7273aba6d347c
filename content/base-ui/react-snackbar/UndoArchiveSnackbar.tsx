import { useState } from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';
import { styled } from '@mui/system';

export default function UndoArchiveSnackbar() {
  const [open, setOpen] = useState(false);
  const [archived, setArchived] = useState(0);
  const handleClose = (_: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page should not hide the undo offer.
    if (reason !== 'clickaway') {
      setOpen(false);
    }
  };
  return (
    <Wrapper>
      <ActionButton
        type="button"
        onClick={() => {
          setArchived((count) => count + 1);
          setOpen(true);
        }}
      >
        Archive conversation
      </ActionButton>
      <span>Archived: {archived}</span>
      <Toast open={open} autoHideDuration={5000} onClose={handleClose}>
        <span role="status">Conversation archived.</span>
        <UndoButton
          type="button"
          onClick={() => {
            setArchived((count) => count - 1);
            setOpen(false);
          }}
        >
          Undo
        </UndoButton>
      </Toast>
    </Wrapper>
  );
}

const Wrapper = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 16,
  fontSize: '0.875rem',
});

const ActionButton = styled('button')(({ theme }) => ({
  padding: '8px 16px',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:focus-visible': {
    outline: '2px solid #2563eb',
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: '#93c5fd' }),
  },
  ...theme.applyStyles('dark', { borderColor: '#475569' }),
}));

const Toast = styled(Snackbar)(({ theme }) => ({
  position: 'fixed',
  zIndex: 1400,
  insetInlineStart: 16,
  bottom: 16,
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  paddingBlock: 10,
  paddingInlineStart: 16,
  paddingInlineEnd: 12,
  borderRadius: 8,
  backgroundColor: '#1e293b',
  color: '#f8fafc',
  fontSize: '0.875rem',
  boxShadow: '0 8px 24px rgb(15 23 42 / 0.3)',
  ...theme.applyStyles('dark', { backgroundColor: '#e2e8f0', color: '#0f172a' }),
}));

const UndoButton = styled('button')(({ theme }) => ({
  padding: '4px 8px',
  borderRadius: 6,
  border: 'none',
  backgroundColor: 'transparent',
  color: '#93c5fd',
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  '&:focus-visible': {
    outline: '2px solid #93c5fd',
    ...theme.applyStyles('dark', { outlineColor: '#1d4ed8' }),
  },
  ...theme.applyStyles('dark', { color: '#1d4ed8' }),
}));
