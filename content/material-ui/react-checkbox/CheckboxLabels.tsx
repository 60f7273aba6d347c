import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

export default function CheckboxLabels() {
  return (
    <FormGroup>
      <FormControlLabel control={<Checkbox defaultChecked />} label="Email me about new releases" />
      <FormControlLabel control={<Checkbox />} label="Email me about events near me" />
      <FormControlLabel required control={<Checkbox />} label="I accept the terms of service" />
      <FormControlLabel
        disabled
        control={<Checkbox />}
        label="Text me (add a phone number first)"
      />
    </FormGroup>
  );
}
