import Box from '@mui/material/Box';
import Chip, { chipClasses } from '@mui/material/Chip';

export default function MultilineChip() {
  return (
    <Box sx={{ width: 220 }}>
      <Chip
        color="primary"
        variant="outlined"
        label="Delivery window: Tuesday between 08:00 and 12:00, leave at the back door"
        sx={{
          height: 'auto',
          paddingBlock: 0.5,
          [`& .${chipClasses.label}`]: { display: 'block', whiteSpace: 'normal' },
        }}
      />
    </Box>
  );
}
