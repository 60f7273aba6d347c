import * as React from 'react';
import Step from '@mui/material/Step';
import StepConnector, { stepConnectorClasses } from '@mui/material/StepConnector';
import StepLabel from '@mui/material/StepLabel';
import type { StepIconProps } from '@mui/material/StepIcon';
import Stepper from '@mui/material/Stepper';
import { styled } from '@mui/material/styles';
import HomeIcon from '@mui/icons-material/Home';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import type {} from '@mui/material/themeCssVarsAugmentation';

// A thick connector, colored up to the active step.
const ThickConnector = styled(StepConnector)(({ theme }) => ({
  // alternativeLabel places the connector between the icons' centers.
  [`&.${stepConnectorClasses.alternativeLabel}`]: { top: 21 },
  [`& .${stepConnectorClasses.line}`]: {
    height: 4,
    border: 0,
    borderRadius: 2,
    backgroundColor: (theme.vars ?? theme).palette.divider,
  },
  [`&.${stepConnectorClasses.active} .${stepConnectorClasses.line}, &.${stepConnectorClasses.completed} .${stepConnectorClasses.line}`]:
    { backgroundColor: (theme.vars ?? theme).palette.success.main },
}));

const IconCircle = styled('div')<{ ownerState: { active?: boolean; completed?: boolean } }>(
  ({ theme, ownerState }) => ({
    zIndex: 1,
    width: 46,
    height: 46,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: '50%',
    color: (theme.vars ?? theme).palette.text.secondary,
    backgroundColor: (theme.vars ?? theme).palette.action.selected,
    ...((ownerState.active || ownerState.completed) && {
      color: (theme.vars ?? theme).palette.success.contrastText,
      backgroundColor: (theme.vars ?? theme).palette.success.main,
    }),
    ...(ownerState.active && {
      boxShadow: `0 0 0 4px ${(theme.vars ?? theme).palette.success.light}`,
    }),
  }),
);

const icons: Record<string, React.ReactElement> = {
  1: <ShoppingBagIcon />,
  2: <Inventory2Icon />,
  3: <LocalShippingIcon />,
  4: <HomeIcon />,
};

// Receives the step's state and its number (`icon`) from StepLabel.
function DeliveryStepIcon({ active, completed, icon, className }: StepIconProps) {
  return (
    <IconCircle ownerState={{ active, completed }} className={className}>
      {icons[String(icon)]}
    </IconCircle>
  );
}

const stages = ['Ordered', 'Packed', 'On its way', 'Delivered'];

export default function CustomizedStepper() {
  return (
    <Stepper activeStep={2} alternativeLabel connector={<ThickConnector />}>
      {stages.map((label) => (
        <Step key={label}>
          <StepLabel StepIconComponent={DeliveryStepIcon}>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
