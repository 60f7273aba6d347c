import Step from '@mui/joy/Step';
import type { StepperProps } from '@mui/joy/Stepper';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <Step key="cart">Cart</Step>,
      <Step key="shipping">Shipping</Step>,
      <Step key="payment">Payment</Step>,
    ],
  },
} satisfies PlaygroundPreset<StepperProps>;
