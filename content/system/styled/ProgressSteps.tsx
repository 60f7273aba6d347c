import { styled } from '@mui/system';

interface StepProps {
  state: 'done' | 'current' | 'upcoming';
}

const StepLabel = styled('span')(({ theme }) => ({ padding: theme.spacing(0, 1) }));

// `state` is not an HTML attribute: keep it off the element it wraps.
const Step = styled(StepLabel, {
  shouldForwardProp: (prop) => prop !== 'state',
})<StepProps>(({ theme, state }) => ({
  display: 'inline-block',
  paddingBlock: theme.spacing(0.75),
  borderBottom: `3px solid ${state === 'upcoming' ? 'rgba(128, 128, 128, 0.4)' : '#2e7d32'}`,
  fontWeight: state === 'current' ? 700 : 400,
}));

const steps: { label: string; state: StepProps['state'] }[] = [
  { label: 'Cart', state: 'done' },
  { label: 'Shipping', state: 'done' },
  { label: 'Payment', state: 'current' },
  { label: 'Review', state: 'upcoming' },
];

export default function ProgressSteps() {
  return (
    <ol
      aria-label="Checkout progress"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 8,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {steps.map((step) => (
        <li key={step.label} aria-current={step.state === 'current' ? 'step' : undefined}>
          <Step state={step.state}>{step.label}</Step>
        </li>
      ))}
    </ol>
  );
}
