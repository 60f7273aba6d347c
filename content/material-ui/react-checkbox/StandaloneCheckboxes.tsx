import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';

export default function StandaloneCheckboxes() {
  return (
    <Stack direction="row" spacing={1}>
      <Checkbox inputProps={{ 'aria-label': 'Select the invoice from Acme' }} defaultChecked />
      <Checkbox inputProps={{ 'aria-label': 'Select the invoice from Globex' }} />
      <Checkbox inputProps={{ 'aria-label': 'Select the archived invoice' }} disabled />
      <Checkbox inputProps={{ 'aria-label': 'Select the paid invoice' }} disabled checked />
    </Stack>
  );
}
