import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Step from '@mui/material/Step';
import type { StepProps } from '@mui/material/Step';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: <StepLabel>Cart</StepLabel>,
  },
  wrapper: (
    <Stepper activeStep={1}>
      {/* The step the playground sets. */}
      <Step>
        <StepLabel>Shipping</StepLabel>
      </Step>
      <Step>
        <StepLabel>Payment</StepLabel>
      </Step>
    </Stepper>
  ),
} satisfies PlaygroundPreset<StepProps>;
