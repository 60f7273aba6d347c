import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';

export default function LabelPlacement() {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Label placement</FormLabel>
      <FormGroup row>
        <FormControlLabel control={<Checkbox />} label="Top" labelPlacement="top" />
        <FormControlLabel control={<Checkbox />} label="Start" labelPlacement="start" />
        <FormControlLabel control={<Checkbox />} label="Bottom" labelPlacement="bottom" />
        <FormControlLabel control={<Checkbox />} label="End" labelPlacement="end" />
      </FormGroup>
    </FormControl>
  );
}
