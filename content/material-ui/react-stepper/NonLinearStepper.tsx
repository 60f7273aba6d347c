import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const tasks = [
  { label: 'Add your logo', detail: 'Upload a square PNG or SVG, at least 256 × 256 px.' },
  { label: 'Invite your team', detail: 'Send invitations to the people you work with.' },
  { label: 'Connect a calendar', detail: 'Sync Google Calendar or Outlook to see free slots.' },
];

export default function NonLinearStepper() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [completed, setCompleted] = React.useState<Record<number, boolean>>({});
  const doneCount = Object.values(completed).filter(Boolean).length;

  const markDone = () => {
    const nextCompleted = { ...completed, [activeStep]: true };
    setCompleted(nextCompleted);
    // Go to the first task still open, whatever its position.
    const nextOpen = tasks.findIndex((task, index) => !nextCompleted[index]);
    if (nextOpen !== -1) {
      setActiveStep(nextOpen);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      {/* nonLinear: any step can be opened, and you decide which ones are completed. */}
      <Stepper nonLinear activeStep={activeStep}>
        {tasks.map((task, index) => (
          <Step key={task.label} completed={completed[index]}>
            <StepButton onClick={() => setActiveStep(index)}>{task.label}</StepButton>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ mt: 3 }}>
        {doneCount === tasks.length ? (
          <Typography role="status">Your workspace is ready. Welcome aboard!</Typography>
        ) : (
          <React.Fragment>
            <Typography sx={{ mb: 2 }}>{tasks[activeStep].detail}</Typography>
            <Button
              variant="contained"
              onClick={markDone}
              disabled={completed[activeStep] === true}
            >
              {completed[activeStep] ? 'Done' : 'Mark as done'}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {doneCount} of {tasks.length} tasks done
            </Typography>
          </React.Fragment>
        )}
      </Box>
    </Box>
  );
}
