import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';

export default function CheckboxSizesColors() {
  return (
    <Stack spacing={1}>
      <Stack direction="row" useFlexGap flexWrap="wrap">
        <FormControlLabel control={<Checkbox size="small" defaultChecked />} label="Small" />
        <FormControlLabel control={<Checkbox defaultChecked />} label="Medium" />
        <FormControlLabel
          control={<Checkbox defaultChecked sx={{ '& .MuiSvgIcon-root': { fontSize: 32 } }} />}
          label="Larger icon"
        />
      </Stack>
      <Stack direction="row" useFlexGap flexWrap="wrap">
        <FormControlLabel
          control={<Checkbox color="secondary" defaultChecked />}
          label="Secondary"
        />
        <FormControlLabel control={<Checkbox color="success" defaultChecked />} label="Success" />
        <FormControlLabel control={<Checkbox color="error" defaultChecked />} label="Error" />
        <FormControlLabel control={<Checkbox color="default" defaultChecked />} label="Default" />
      </Stack>
    </Stack>
  );
}
