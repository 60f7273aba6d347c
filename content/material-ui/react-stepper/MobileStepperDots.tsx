import * as React from 'react';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';

const tips = [
  { title: 'Capture ideas fast', text: 'Press the + button anywhere to write a note in one tap.' },
  { title: 'Find anything', text: 'Search looks inside notes, photos of whiteboards and PDFs.' },
  { title: 'Work offline', text: 'Notes sync the moment you are back online.' },
  { title: 'Share with a link', text: 'Anyone with the link can read; only you can edit.' },
];

export default function MobileStepperDots() {
  const theme = useTheme();
  const [activeStep, setActiveStep] = React.useState(0);
  const isRtl = theme.direction === 'rtl';

  return (
    <Paper variant="outlined" sx={{ maxWidth: 360 }}>
      <div role="status" style={{ padding: 16, minHeight: 96 }}>
        <Typography variant="subtitle1" component="h3">
          {tips[activeStep].title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {tips[activeStep].text}
        </Typography>
      </div>
      {/* position="static": in the flow, instead of fixed at the bottom of the window. */}
      <MobileStepper
        variant="dots"
        steps={tips.length}
        position="static"
        activeStep={activeStep}
        backButton={
          <Button
            size="small"
            onClick={() => setActiveStep((step) => step - 1)}
            disabled={activeStep === 0}
          >
            {isRtl ? <KeyboardArrowRightIcon /> : <KeyboardArrowLeftIcon />}
            Back
          </Button>
        }
        nextButton={
          <Button
            size="small"
            onClick={() => setActiveStep((step) => step + 1)}
            disabled={activeStep === tips.length - 1}
          >
            Next
            {isRtl ? <KeyboardArrowLeftIcon /> : <KeyboardArrowRightIcon />}
          </Button>
        }
      />
    </Paper>
  );
}
