import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { StepConnectorProps } from '@mui/material/StepConnector';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {},
  wrapper: (
    <Stepper alternativeLabel activeStep={1} connector={null}>
      <Step>
        <StepLabel>Cart</StepLabel>
      </Step>
      <Step>
        {/* The connector the playground sets, drawn from the step before. */}
        <StepLabel>Shipping</StepLabel>
      </Step>
    </Stepper>
  ),
} satisfies PlaygroundPreset<StepConnectorProps>;
