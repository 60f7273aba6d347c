import Button from '@mui/material/Button';
import type { MobileStepperProps } from '@mui/material/MobileStepper';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    steps: 4,
    activeStep: 1,
    position: 'static',
    backButton: <Button size="small">Back</Button>,
    nextButton: <Button size="small">Next</Button>,
    sx: { maxWidth: 400 },
  },
} satisfies PlaygroundPreset<MobileStepperProps>;
