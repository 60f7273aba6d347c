import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

export default function CheckboxBasics() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Checkbox label="Email me a receipt" defaultChecked />
      <Checkbox label="Gift wrap this order" />
      <Checkbox label="Use store credit (none available)" disabled />
    </Box>
  );
}
