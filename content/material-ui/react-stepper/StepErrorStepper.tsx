import * as React from 'react';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Account details', 'Verify identity', 'Payout method'];

export default function StepErrorStepper() {
  // The identity check failed: the step shows the error until the reader fixes it.
  const failedStep = 1;

  return (
    <Stepper activeStep={1}>
      {steps.map((label, index) => {
        const failed = index === failedStep;
        return (
          <Step key={label}>
            <StepLabel
              error={failed}
              optional={
                failed ? (
                  <Typography variant="caption" color="error">
                    The photo of your ID is blurry
                  </Typography>
                ) : undefined
              }
            >
              {label}
            </StepLabel>
          </Step>
        );
      })}
    </Stepper>
  );
}
