import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import type { StepperProps } from '@mui/material/Stepper';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    activeStep: 1,
    children: [
      <Step key="cart">
        <StepLabel>Cart</StepLabel>
      </Step>,
      <Step key="shipping">
        <StepLabel>Shipping</StepLabel>
      </Step>,
      <Step key="payment">
        <StepLabel>Payment</StepLabel>
      </Step>,
    ],
  },
} satisfies PlaygroundPreset<StepperProps>;
