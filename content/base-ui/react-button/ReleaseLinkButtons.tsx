import { Button, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 });

// The same styles for a <button> and for an <a>: Button renders a link when given href.
const ActionButton = styled(Button)(({ theme }) => {
  const dark = theme.palette.mode === 'dark';
  return {
    display: 'inline-block',
    padding: '8px 18px',
    borderRadius: 8,
    border: `1px solid ${dark ? '#475569' : '#cbd5e1'}`,
    backgroundColor: 'transparent',
    color: dark ? '#93c5fd' : '#1d4ed8',
    font: 'inherit',
    fontSize: '0.875rem',
    fontWeight: 600,
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover': { backgroundColor: dark ? '#1e293b' : '#eff6ff' },
    [`&.${buttonClasses.active}`]: { transform: 'scale(0.97)' },
    [`&.${buttonClasses.focusVisible}`]: {
      outline: `3px solid ${dark ? '#93c5fd' : '#1e88e5'}`,
      outlineOffset: 2,
    },
  };
});

export default function ReleaseLinkButtons() {
  return (
    <Row>
      <ActionButton href="https://github.com/mui/material-ui/releases">Release notes</ActionButton>
      <ActionButton onClick={() => window.print()}>Print receipt</ActionButton>
    </Row>
  );
}
