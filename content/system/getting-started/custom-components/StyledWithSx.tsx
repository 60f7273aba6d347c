import { styled } from '@mui/system';

const PillButton = styled('button')(({ theme }) => ({
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  padding: theme.spacing(1, 2.5),
  borderRadius: 999,
  border: '2px solid currentColor',
  background: 'transparent',
  color: 'inherit',
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
}));

export default function StyledWithSx() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <PillButton type="button">Save draft</PillButton>
      {/* The same component, adjusted for one use with sx. */}
      <PillButton
        type="button"
        sx={{ bgcolor: '#2e7d32', borderColor: '#2e7d32', color: '#ffffff', px: 4 }}
      >
        Publish
      </PillButton>
    </div>
  );
}
