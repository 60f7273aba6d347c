import Step from '@mui/joy/Step';
import Stepper from '@mui/joy/Stepper';
import type { StepIndicatorProps } from '@mui/joy/StepIndicator';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    variant: 'solid',
    color: 'primary',
    children: '2',
  },
  wrapper: (
    <Stepper sx={{ maxWidth: 420 }}>
      <Step>Cart</Step>
      <Step orientation="vertical">
        {/* The indicator the playground sets. */}
        Shipping
      </Step>
    </Stepper>
  ),
} satisfies PlaygroundPreset<StepIndicatorProps>;
