import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        <TextField id="zip-small" label="ZIP code" size="small" defaultValue="94107" />
        <TextField id="zip-medium" label="ZIP code" defaultValue="94107" />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        <TextField
          id="zip-small-filled"
          label="ZIP code"
          size="small"
          variant="filled"
          defaultValue="94107"
        />
        <TextField id="zip-medium-filled" label="ZIP code" variant="filled" defaultValue="94107" />
      </Stack>
      <TextField id="street-address" label="Street address" fullWidth />
    </Stack>
  );
}
