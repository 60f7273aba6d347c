import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Step from '@mui/joy/Step';
import StepButton from '@mui/joy/StepButton';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';

const steps = [
  { label: 'Account', text: 'Choose an email and a password.' },
  { label: 'Workspace', text: 'Name your workspace and pick its URL.' },
  { label: 'Invite', text: 'Invite up to 5 teammates now, or later.' },
];

export default function StepperInteractive() {
  const [active, setActive] = React.useState(0);
  const [done, setDone] = React.useState<number[]>([]);

  const complete = () => {
    setDone((current) => (current.includes(active) ? current : [...current, active]));
    setActive((index) => Math.min(index + 1, steps.length - 1));
  };

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 520 }}>
      <Stepper aria-label="Sign-up steps">
        {steps.map((step, index) => (
          <Step
            key={step.label}
            orientation="vertical"
            active={index === active}
            completed={done.includes(index)}
            indicator={
              <StepIndicator
                variant={index === active || done.includes(index) ? 'solid' : 'outlined'}
                color={done.includes(index) ? 'success' : index === active ? 'primary' : 'neutral'}
              >
                {done.includes(index) ? <CheckRounded /> : index + 1}
              </StepIndicator>
            }
          >
            <StepButton
              aria-current={index === active ? 'step' : undefined}
              onClick={() => setActive(index)}
            >
              {step.label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography level="body-md">{steps[active].text}</Typography>
      <Stack direction="row" spacing={1}>
        <Button
          variant="plain"
          color="neutral"
          disabled={active === 0}
          onClick={() => setActive(active - 1)}
        >
          Back
        </Button>
        <Button onClick={complete} disabled={done.length === steps.length}>
          {active === steps.length - 1 ? 'Finish' : 'Continue'}
        </Button>
      </Stack>
    </Stack>
  );
}
