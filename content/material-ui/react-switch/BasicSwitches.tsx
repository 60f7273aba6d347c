import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

export default function BasicSwitches() {
  return (
    <FormGroup>
      <FormControlLabel control={<Switch defaultChecked />} label="Wi-Fi" />
      <FormControlLabel control={<Switch />} label="Bluetooth" />
      <FormControlLabel control={<Switch defaultChecked />} label="Location services" />
      <FormControlLabel disabled control={<Switch />} label="Hotspot (needs a SIM card)" />
    </FormGroup>
  );
}
