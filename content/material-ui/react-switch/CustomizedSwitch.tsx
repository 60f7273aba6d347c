import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch, { switchClasses } from '@mui/material/Switch';
import { styled } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

// A wider, flat switch whose track shows the state with color and a border.
const FlatSwitch = styled(Switch)(({ theme }) => ({
  width: 62,
  height: 38,
  padding: 8,
  [`& .${switchClasses.track}`]: {
    borderRadius: 11,
    opacity: 1,
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
    border: `2px solid ${(theme.vars ?? theme).palette.text.secondary}`,
    boxSizing: 'border-box',
  },
  [`& .${switchClasses.thumb}`]: {
    width: 14,
    height: 14,
    margin: 3,
    boxShadow: 'none',
    backgroundColor: (theme.vars ?? theme).palette.text.secondary,
  },
  [`& .${switchClasses.switchBase}.${switchClasses.checked}`]: {
    transform: 'translateX(24px)',
    [`& .${switchClasses.thumb}`]: {
      backgroundColor: (theme.vars ?? theme).palette.primary.contrastText,
    },
    [`& + .${switchClasses.track}`]: {
      opacity: 1,
      backgroundColor: (theme.vars ?? theme).palette.primary.main,
      borderColor: (theme.vars ?? theme).palette.primary.main,
    },
  },
}));

export default function CustomizedSwitch() {
  return (
    <Stack>
      <FormControlLabel control={<FlatSwitch defaultChecked />} label="Sync across devices" />
      <FormControlLabel control={<FlatSwitch />} label="Download over cellular data" />
    </Stack>
  );
}
