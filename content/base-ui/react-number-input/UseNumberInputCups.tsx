import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';
import { styled } from '@mui/system';

const CUP_ML = 250;

export default function UseNumberInputCups() {
  const { getRootProps, getInputProps, getIncrementButtonProps, getDecrementButtonProps, value } =
    useNumberInput({ min: 0, max: 12, step: 1, defaultValue: 3, inputId: 'water-cups' });
  const cups = value ?? 0;
  return (
    <Card>
      <label htmlFor="water-cups">Water today</label>
      <Controls {...getRootProps()}>
        <StepButton {...getDecrementButtonProps()} aria-label="One cup less">
          −
        </StepButton>
        {/* The hook puts aria-valuenow on a text input: the spinbutton role is what allows it. */}
        <CupsInput {...getInputProps()} role="spinbutton" />
        <StepButton {...getIncrementButtonProps()} aria-label="One cup more">
          +
        </StepButton>
      </Controls>
      <Summary aria-live="polite">
        {cups} {cups === 1 ? 'cup' : 'cups'} · {(cups * CUP_ML) / 1000} L
      </Summary>
    </Card>
  );
}

const Card = styled('div')(({ theme }) => ({
  // The demo's colors, as custom properties its parts read; the dark scheme's come last.
  '--border': '#cbd5e1',
  '--surface': '#ffffff',
  '--text': '#0f172a',
  '--muted': '#475569',
  '--disabled': '#94a3b8',
  '--accent': '#2563eb',
  ...theme.applyStyles('dark', {
    '--border': '#475569',
    '--surface': '#0f172a',
    '--text': '#f1f5f9',
    '--muted': '#cbd5e1',
    '--disabled': '#64748b',
    '--accent': '#60a5fa',
  }),
  display: 'inline-grid',
  gap: 8,
  fontSize: '0.875rem',
  '& > label': { fontWeight: 600 },
}));

const Controls = styled('div')({ display: 'flex', alignItems: 'center', gap: 8 });

const StepButton = styled('button')({
  width: 36,
  height: 36,
  borderRadius: '50%',
  border: '1px solid var(--border)',
  backgroundColor: 'var(--surface)',
  color: 'var(--text)',
  font: 'inherit',
  fontSize: '1.125rem',
  cursor: 'pointer',
  '&:disabled': { color: 'var(--disabled)', cursor: 'not-allowed' },
});

const CupsInput = styled('input')({
  width: 48,
  padding: '6px 0',
  border: 'none',
  borderBottom: '2px solid var(--border)',
  background: 'transparent',
  color: 'var(--text)',
  font: 'inherit',
  fontSize: '1.25rem',
  textAlign: 'center',
  outline: 'none',
  '&:focus': { borderBottomColor: 'var(--accent)' },
});

const Summary = styled('span')({ color: 'var(--muted)' });
