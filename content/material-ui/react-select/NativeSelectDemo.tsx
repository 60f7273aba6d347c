import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';

export default function NativeSelectDemo() {
  return (
    <FormControl sx={{ minWidth: 220 }}>
      <InputLabel variant="standard" htmlFor="country-native">
        Country
      </InputLabel>
      <NativeSelect defaultValue="CA" inputProps={{ name: 'country', id: 'country-native' }}>
        <optgroup label="North America">
          <option value="CA">Canada</option>
          <option value="MX">Mexico</option>
          <option value="US">United States</option>
        </optgroup>
        <optgroup label="Europe">
          <option value="DE">Germany</option>
          <option value="ES">Spain</option>
          <option value="SE">Sweden</option>
        </optgroup>
      </NativeSelect>
    </FormControl>
  );
}
