import * as React from 'react';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const stages = [
  { label: 'Ordered', date: 'Mon, Mar 3' },
  { label: 'Packed', date: 'Tue, Mar 4' },
  { label: 'Shipped', date: 'Tue, Mar 4' },
  { label: 'Out for delivery', date: 'Expected Thu' },
  { label: 'Delivered', date: '' },
];

export default function OrderTrackingStepper() {
  // A read-only stepper: the order's status decides the active step.
  const activeStep = 3;

  return (
    <Stepper activeStep={activeStep} alternativeLabel>
      {stages.map((stage) => (
        <Step key={stage.label}>
          <StepLabel
            optional={
              stage.date ? (
                <Typography variant="caption" color="text.secondary">
                  {stage.date}
                </Typography>
              ) : undefined
            }
          >
            {stage.label}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
