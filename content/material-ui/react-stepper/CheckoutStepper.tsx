import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = [
  { label: 'Shipping address', body: 'Deliver to 14 Harbour Street, Bristol BS1 4RN.' },
  { label: 'Gift wrapping', body: 'Add gift wrap and a handwritten card for $4.', optional: true },
  { label: 'Payment', body: 'Pay with the Visa card ending in 4242.' },
  { label: 'Review', body: '3 items, $126.50 with shipping. Arrives Thursday.' },
];

export default function CheckoutStepper() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [skipped, setSkipped] = React.useState<Set<number>>(new Set());
  const finished = activeStep === steps.length;

  const handleNext = () => {
    setSkipped((previous) => {
      const next = new Set(previous);
      next.delete(activeStep);
      return next;
    });
    setActiveStep((step) => step + 1);
  };

  const handleSkip = () => {
    setSkipped((previous) => new Set(previous).add(activeStep));
    setActiveStep((step) => step + 1);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper activeStep={activeStep}>
        {steps.map((step, index) => (
          // A skipped step is not completed, even though the stepper has moved past it.
          <Step key={step.label} completed={skipped.has(index) ? false : undefined}>
            <StepLabel
              optional={
                step.optional ? <Typography variant="caption">Optional</Typography> : undefined
              }
            >
              {step.label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ mt: 3, mb: 1, minHeight: 48 }} role="status">
        {finished ? (
          <Typography>Order placed. A confirmation is on its way to your inbox.</Typography>
        ) : (
          <Typography>
            Step {activeStep + 1} of {steps.length}: {steps[activeStep].body}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {finished ? (
          <Button
            onClick={() => {
              setActiveStep(0);
              setSkipped(new Set());
            }}
          >
            Start a new order
          </Button>
        ) : (
          <React.Fragment>
            <Button disabled={activeStep === 0} onClick={() => setActiveStep((step) => step - 1)}>
              Back
            </Button>
            <Box sx={{ flex: 1 }} />
            {steps[activeStep].optional && <Button onClick={handleSkip}>Skip</Button>}
            <Button variant="contained" onClick={handleNext}>
              {activeStep === steps.length - 1 ? 'Place order' : 'Next'}
            </Button>
          </React.Fragment>
        )}
      </Box>
    </Box>
  );
}
