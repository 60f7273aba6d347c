import { useSwitch, type UseSwitchParameters } from '@mui/base/useSwitch';
import { styled } from '@mui/system';

// A pill that spells its state out, built on the hook: the markup is entirely yours.
function PillSwitch({ label, ...parameters }: UseSwitchParameters & { label: string }) {
  const { getInputProps, checked, disabled, focusVisible } = useSwitch(parameters);
  return (
    <PillLabel data-checked={checked} data-focus-visible={focusVisible} data-disabled={disabled}>
      <HiddenInput {...getInputProps()} />
      <span>{label}</span>
      <State aria-hidden>{checked ? 'On' : 'Off'}</State>
    </PillLabel>
  );
}

const PillLabel = styled('label')({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  paddingBlock: 6,
  paddingInlineStart: 14,
  paddingInlineEnd: 6,
  borderRadius: 999,
  border: '1px solid var(--border)',
  fontSize: '0.875rem',
  cursor: 'pointer',
  '&[data-focus-visible="true"]': {
    outline: '2px solid var(--accent)',
    outlineOffset: 2,
  },
  '&[data-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
  '&[data-checked="true"] > span:last-of-type': {
    backgroundColor: 'var(--accent)',
    color: 'var(--on-accent)',
  },
});

const HiddenInput = styled('input')({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

const State = styled('span')({
  minWidth: 40,
  padding: '2px 8px',
  borderRadius: 999,
  textAlign: 'center',
  fontWeight: 700,
  backgroundColor: 'var(--selected)',
});

const Row = styled('div')(({ theme }) => ({
  // The demo's colors, as custom properties its parts read; the dark scheme's come last.
  '--border': '#cbd5e1',
  '--accent': '#2563eb',
  '--on-accent': '#ffffff',
  '--selected': '#e2e8f0',
  ...theme.applyStyles('dark', {
    '--border': '#475569',
    '--accent': '#60a5fa',
    '--on-accent': '#0f172a',
    '--selected': '#334155',
  }),
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
}));

export default function UseSwitchPill() {
  return (
    <Row>
      <PillSwitch label="Captions" defaultChecked />
      <PillSwitch label="Autoplay next episode" />
      <PillSwitch label="Data saver" disabled />
    </Row>
  );
}
