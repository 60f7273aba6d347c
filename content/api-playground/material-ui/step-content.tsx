import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { StepContentProps } from '@mui/material/StepContent';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: <Typography>Pick monthly or yearly billing. You can switch later.</Typography>,
  },
  wrapper: (
    <Stepper orientation="vertical" activeStep={0}>
      <Step>
        <StepLabel>Choose a plan</StepLabel>
        {/* The content the playground sets. */}
      </Step>
      <Step>
        <StepLabel>Add your team</StepLabel>
      </Step>
    </Stepper>
  ),
} satisfies PlaygroundPreset<StepContentProps>;
