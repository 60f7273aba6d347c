import * as React from 'react';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { styled, type ColorPaletteProp, type VariantProp } from '@mui/joy/styles';
import InfoRoundedIcon from '@mui/icons-material/InfoRounded';
import WarningRoundedIcon from '@mui/icons-material/WarningRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';

interface CalloutOwnerState {
  variant: VariantProp;
  color: ColorPaletteProp;
}

// theme.variants holds the styles of Joy UI's global variants for every color:
// spreading one gives the component the same look as a Chip or Alert of that variant.
const CalloutRoot = styled('div', { name: 'JoyCallout', slot: 'Root' })<{
  ownerState: CalloutOwnerState;
}>(({ theme, ownerState }) => [
  {
    display: 'flex',
    gap: theme.spacing(1.5),
    padding: theme.spacing(1.5, 2),
    borderRadius: theme.vars.radius.md,
    '--Icon-color': 'currentColor',
  },
  theme.variants[ownerState.variant]?.[ownerState.color],
]);

const ICONS: Partial<Record<ColorPaletteProp, React.ReactNode>> = {
  primary: <InfoRoundedIcon />,
  warning: <WarningRoundedIcon />,
  success: <CheckCircleRoundedIcon />,
};

function Callout({
  variant = 'soft',
  color = 'primary',
  title,
  children,
}: {
  variant?: VariantProp;
  color?: ColorPaletteProp;
  title: string;
  children: React.ReactNode;
}) {
  const ownerState = { variant, color };
  return (
    <CalloutRoot role="note" ownerState={ownerState}>
      {ICONS[color]}
      <div>
        <Typography level="title-sm" textColor="inherit">
          {title}
        </Typography>
        <Typography level="body-sm" textColor="inherit">
          {children}
        </Typography>
      </div>
    </CalloutRoot>
  );
}

export default function VariantAwareCallout() {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 520 }}>
      <Callout title="New billing page">Invoices now show the tax of each line.</Callout>
      <Callout color="warning" variant="outlined" title="Card expires soon">
        Update the card ending in 4242 before June 30 to avoid a failed payment.
      </Callout>
      <Callout color="success" variant="solid" title="Payment received">
        $120.00 from Northwind Traders was added to your balance.
      </Callout>
    </Box>
  );
}
