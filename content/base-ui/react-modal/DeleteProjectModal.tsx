import { useState } from 'react';
import { Modal } from '@mui/base/Modal';
import { styled } from '@mui/system';

export default function DeleteProjectModal() {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('The project “Atlas redesign” has 42 files.');
  const close = () => setOpen(false);
  return (
    <Wrapper>
      <DangerButton type="button" onClick={() => setOpen(true)}>
        Delete project
      </DangerButton>
      <Status role="status">{status}</Status>
      <StyledModal open={open} onClose={close} slots={{ backdrop: Backdrop }}>
        <Dialog
          role="dialog"
          aria-modal="true"
          aria-labelledby="delete-title"
          aria-describedby="delete-text"
        >
          <h2 id="delete-title">Delete “Atlas redesign”?</h2>
          <p id="delete-text">
            Its 42 files move to the trash and are removed for good after 30 days.
          </p>
          <Actions>
            <SecondaryButton type="button" onClick={close}>
              Cancel
            </SecondaryButton>
            <DangerButton
              type="button"
              onClick={() => {
                setStatus('“Atlas redesign” moved to the trash.');
                close();
              }}
            >
              Delete
            </DangerButton>
          </Actions>
        </Dialog>
      </StyledModal>
    </Wrapper>
  );
}

const Wrapper = styled('div')({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 });

const Status = styled('p')({ margin: 0, fontSize: '0.875rem' });

const StyledModal = styled(Modal)({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
});

const Backdrop = styled('div')({
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  backgroundColor: 'rgb(15 23 42 / 0.6)',
});

const Dialog = styled('div')(({ theme }) => ({
  width: '100%',
  maxWidth: 400,
  padding: 24,
  borderRadius: 12,
  backgroundColor: '#ffffff',
  color: '#0f172a',
  boxShadow: '0 16px 48px rgb(15 23 42 / 0.35)',
  outline: 0,
  '& h2': { margin: '0 0 8px', fontSize: '1.125rem' },
  '& p': { margin: 0, fontSize: '0.875rem', lineHeight: 1.5 },
  ...theme.applyStyles('dark', { backgroundColor: '#1e293b', color: '#f1f5f9' }),
}));

const Actions = styled('div')({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: 8,
  marginTop: 20,
});

const buttonBase = {
  padding: '8px 16px',
  borderRadius: 8,
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
} as const;

const DangerButton = styled('button')(({ theme }) => ({
  ...buttonBase,
  border: '1px solid #b91c1c',
  backgroundColor: '#b91c1c',
  color: '#ffffff',
  '&:hover': { backgroundColor: '#991b1b' },
  '&:focus-visible': {
    outline: '2px solid #b91c1c',
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: '#fca5a5' }),
  },
}));

const SecondaryButton = styled('button')(({ theme }) => ({
  ...buttonBase,
  border: '1px solid #cbd5e1',
  backgroundColor: 'transparent',
  color: 'inherit',
  '&:hover': {
    backgroundColor: '#f1f5f9',
    ...theme.applyStyles('dark', { backgroundColor: '#334155' }),
  },
  '&:focus-visible': {
    outline: '2px solid #2563eb',
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: '#93c5fd' }),
  },
  ...theme.applyStyles('dark', { borderColor: '#475569' }),
}));
