import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

export default function SwitchSizesColors() {
  return (
    <Stack spacing={1}>
      <Stack direction="row" useFlexGap flexWrap="wrap">
        <FormControlLabel control={<Switch size="small" defaultChecked />} label="Small" />
        <FormControlLabel control={<Switch defaultChecked />} label="Medium" />
      </Stack>
      <Stack direction="row" useFlexGap flexWrap="wrap">
        <FormControlLabel control={<Switch color="secondary" defaultChecked />} label="Secondary" />
        <FormControlLabel control={<Switch color="success" defaultChecked />} label="Success" />
        <FormControlLabel control={<Switch color="warning" defaultChecked />} label="Warning" />
        <FormControlLabel control={<Switch color="default" defaultChecked />} label="Default" />
      </Stack>
    </Stack>
  );
}
