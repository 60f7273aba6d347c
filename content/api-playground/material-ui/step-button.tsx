import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import type { StepButtonProps } from '@mui/material/StepButton';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Shipping',
  },
  wrapper: (
    <Stepper nonLinear activeStep={0}>
      <Step>{/* The step button the playground sets. */}</Step>
      <Step>
        <StepButton>Payment</StepButton>
      </Step>
    </Stepper>
  ),
} satisfies PlaygroundPreset<StepButtonProps>;
