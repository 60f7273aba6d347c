import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { StepLabelProps } from '@mui/material/StepLabel';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Shipping',
    optional: 'Skip for pickup',
  },
  wrapper: (
    <Stepper activeStep={1}>
      <Step>
        <StepLabel>Cart</StepLabel>
      </Step>
      <Step>{/* The label the playground sets. */}</Step>
      <Step>
        <StepLabel>Payment</StepLabel>
      </Step>
    </Stepper>
  ),
} satisfies PlaygroundPreset<StepLabelProps>;
