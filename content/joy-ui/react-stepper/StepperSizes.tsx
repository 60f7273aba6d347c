import Stack from '@mui/joy/Stack';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import type { VariantProp } from '@mui/joy/styles';

const sizes = ['sm', 'md', 'lg'] as const;
const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

export default function StepperSizes() {
  return (
    <Stack spacing={4}>
      {sizes.map((size) => (
        <Stepper key={size} size={size} aria-label={`Size ${size}`}>
          {variants.map((variant, index) => (
            <Step
              key={variant}
              indicator={
                <StepIndicator variant={variant} color="primary">
                  {index + 1}
                </StepIndicator>
              }
            >
              {variant}
            </Step>
          ))}
        </Stepper>
      ))}
      <Stepper orientation="vertical" aria-label="Dots">
        {['Upload', 'Process', 'Publish'].map((label) => (
          <Step key={label}>{label}</Step>
        ))}
      </Stepper>
    </Stack>
  );
}
