import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function InheritedTypography() {
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Typography variant="h6" component="p">
        Invoice total:{' '}
        <Typography variant="inherit" component="span" color="primary">
          $1,284.50
        </Typography>
      </Typography>
      <Typography variant="body2">
        Due in{' '}
        <Typography component="strong" variant="inherit" sx={{ fontWeight: 'fontWeightBold' }}>
          14 days
        </Typography>
        , on July 1.
      </Typography>
      <Button variant="outlined">
        <Typography variant="inherit" noWrap sx={{ maxWidth: 160 }}>
          Download invoice INV-2024-0172.pdf
        </Typography>
      </Button>
    </Stack>
  );
}
