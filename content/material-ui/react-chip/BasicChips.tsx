import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function BasicChips() {
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <Chip label="Vegetarian" />
      <Chip label="Gluten-free" variant="outlined" />
      <Chip label="Spicy" color="error" variant="outlined" />
      <Chip label="New on the menu" color="primary" />
    </Stack>
  );
}
