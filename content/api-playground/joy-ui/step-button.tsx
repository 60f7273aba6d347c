import Step from '@mui/joy/Step';
import StepButton from '@mui/joy/StepButton';
import Stepper from '@mui/joy/Stepper';
import type { StepButtonProps } from '@mui/joy/StepButton';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Account',
  },
  wrapper: (
    <Stepper sx={{ maxWidth: 420 }}>
      <Step>{/* The step button the playground sets. */}</Step>
      <Step>
        <StepButton>Workspace</StepButton>
      </Step>
    </Stepper>
  ),
} satisfies PlaygroundPreset<StepButtonProps>;
