import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function BasicTextFields() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <TextField id="city-outlined" label="City" variant="outlined" />
      <TextField id="city-filled" label="City" variant="filled" />
      <TextField id="city-standard" label="City" variant="standard" />
    </Stack>
  );
}
