import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function CardDividers() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 360 }}>
      <Box sx={{ p: 2 }}>
        <Stack direction="row" justifyContent="space-between" alignItems="center">
          <Typography variant="h6" component="p">
            Ceramic pour-over
          </Typography>
          <Typography variant="h6" component="p">
            $34
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Hand-glazed dripper for one or two cups. Fits standard No. 2 filters.
        </Typography>
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <Typography variant="body2" gutterBottom>
          Glaze
        </Typography>
        <Stack direction="row" spacing={1}>
          <Chip label="Sand" color="primary" />
          <Chip label="Slate" variant="outlined" />
          <Chip label="Moss" variant="outlined" />
        </Stack>
      </Box>
      <Divider variant="middle" />
      <Box sx={{ p: 2 }}>
        <Button variant="contained" fullWidth>
          Add to cart
        </Button>
      </Box>
    </Card>
  );
}
