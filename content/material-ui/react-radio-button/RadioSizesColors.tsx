import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioSizesColors() {
  return (
    <FormControl>
      <FormLabel id="label-color-label">Label color</FormLabel>
      <RadioGroup row aria-labelledby="label-color-label" name="label-color" defaultValue="success">
        <FormControlLabel value="primary" control={<Radio size="small" />} label="Small" />
        <FormControlLabel
          value="secondary"
          control={<Radio color="secondary" />}
          label="Secondary"
        />
        <FormControlLabel value="success" control={<Radio color="success" />} label="Success" />
        <FormControlLabel
          value="large"
          control={<Radio sx={{ '& .MuiSvgIcon-root': { fontSize: 30 } }} />}
          label="Larger icon"
        />
      </RadioGroup>
    </FormControl>
  );
}
