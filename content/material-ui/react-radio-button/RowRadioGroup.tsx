import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RowRadioGroup() {
  return (
    <FormControl>
      <FormLabel id="units-label">Units</FormLabel>
      <RadioGroup row aria-labelledby="units-label" name="units" defaultValue="metric">
        <FormControlLabel value="metric" control={<Radio />} label="Metric (km, kg)" />
        <FormControlLabel value="imperial" control={<Radio />} label="Imperial (mi, lb)" />
      </RadioGroup>
    </FormControl>
  );
}
