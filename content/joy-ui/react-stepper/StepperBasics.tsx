import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import CheckRounded from '@mui/icons-material/CheckRounded';

const steps = ['Cart', 'Shipping', 'Payment', 'Review'];
const ACTIVE = 2;

export default function StepperBasics() {
  return (
    <Stepper aria-label="Checkout progress" sx={{ width: '100%', maxWidth: 560 }}>
      {steps.map((label, index) => {
        const completed = index < ACTIVE;
        const active = index === ACTIVE;
        return (
          <Step
            key={label}
            completed={completed}
            active={active}
            aria-current={active ? 'step' : undefined}
            // The connector after a completed step takes the primary color.
            sx={
              completed ? { '--Step-connectorBg': 'var(--joy-palette-primary-solidBg)' } : undefined
            }
            indicator={
              <StepIndicator
                variant={completed || active ? 'solid' : 'outlined'}
                color={completed || active ? 'primary' : 'neutral'}
              >
                {completed ? <CheckRounded /> : index + 1}
              </StepIndicator>
            }
          >
            {label}
          </Step>
        );
      })}
    </Stepper>
  );
}
