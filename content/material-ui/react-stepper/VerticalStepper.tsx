import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = [
  {
    label: 'Install the CLI',
    description: 'Run npm install --global acme-cli, then acme --version to check it worked.',
  },
  {
    label: 'Sign in',
    description: 'Run acme login. A browser tab opens; approve the request there.',
  },
  {
    label: 'Deploy your site',
    description:
      'From your project folder, run acme deploy. The first deploy takes about a minute.',
  },
];

export default function VerticalStepper() {
  const [activeStep, setActiveStep] = React.useState(0);

  return (
    <Box sx={{ maxWidth: 480 }}>
      <Stepper activeStep={activeStep} orientation="vertical">
        {steps.map((step, index) => (
          <Step key={step.label}>
            <StepLabel
              optional={
                index === steps.length - 1 ? (
                  <Typography variant="caption">Last step</Typography>
                ) : undefined
              }
            >
              {step.label}
            </StepLabel>
            {/* Only the active step's content is expanded. */}
            <StepContent>
              <Typography>{step.description}</Typography>
              <Box sx={{ mt: 2, display: 'flex', gap: 1 }}>
                <Button variant="contained" size="small" onClick={() => setActiveStep(index + 1)}>
                  {index === steps.length - 1 ? 'Finish' : 'Continue'}
                </Button>
                <Button
                  size="small"
                  disabled={index === 0}
                  onClick={() => setActiveStep(index - 1)}
                >
                  Back
                </Button>
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {activeStep === steps.length && (
        <Paper square elevation={0} sx={{ p: 3 }}>
          <Typography role="status" sx={{ mb: 1 }}>
            Your site is live at https://my-site.acme.app.
          </Typography>
          <Button size="small" onClick={() => setActiveStep(0)}>
            Start over
          </Button>
        </Paper>
      )}
    </Box>
  );
}
