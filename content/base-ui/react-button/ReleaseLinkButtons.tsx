import { Button, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 });

// The same styles for a <button> and for an <a>: Button renders a link when given href.
const ActionButton = styled(Button)(({ theme }) => ({
  display: 'inline-block',
  padding: '8px 18px',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: 'transparent',
  color: '#1d4ed8',
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': {
    backgroundColor: '#eff6ff',
    ...theme.applyStyles('dark', { backgroundColor: '#1e293b' }),
  },
  [`&.${buttonClasses.active}`]: { transform: 'scale(0.97)' },
  [`&.${buttonClasses.focusVisible}`]: {
    outline: '3px solid #1e88e5',
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: '#93c5fd' }),
  },
  ...theme.applyStyles('dark', { borderColor: '#475569', color: '#93c5fd' }),
}));

export default function ReleaseLinkButtons() {
  return (
    <Row>
      <ActionButton href="https://github.com/mui/material-ui/releases">Release notes</ActionButton>
      <ActionButton onClick={() => window.print()}>Print receipt</ActionButton>
    </Row>
  );
}
