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

const Dialog = styled('div')(({ theme }) => {
  const dark = theme.palette.mode === 'dark';
  return {
    width: '100%',
    maxWidth: 400,
    padding: 24,
    borderRadius: 12,
    backgroundColor: dark ? '#1e293b' : '#ffffff',
    color: dark ? '#f1f5f9' : '#0f172a',
    boxShadow: '0 16px 48px rgb(15 23 42 / 0.35)',
    outline: 0,
    '& h2': { margin: '0 0 8px', fontSize: '1.125rem' },
    '& p': { margin: 0, fontSize: '0.875rem', lineHeight: 1.5 },
  };
});

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
    outline: `2px solid ${theme.palette.mode === 'dark' ? '#fca5a5' : '#b91c1c'}`,
    outlineOffset: 2,
  },
}));

const SecondaryButton = styled('button')(({ theme }) => {
  const dark = theme.palette.mode === 'dark';
  return {
    ...buttonBase,
    border: `1px solid ${dark ? '#475569' : '#cbd5e1'}`,
    backgroundColor: 'transparent',
    color: 'inherit',
    '&:hover': { backgroundColor: dark ? '#334155' : '#f1f5f9' },
    '&:focus-visible': { outline: `2px solid ${dark ? '#93c5fd' : '#2563eb'}`, outlineOffset: 2 },
  };
});
