import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Button from '@mui/material/Button';

export default function ReadableWidth() {
  return (
    <Box
      component="form"
      aria-label="Shipping address"
      onSubmit={(event) => event.preventDefault()}
      sx={{ maxWidth: 'sm', mx: 'auto', display: 'grid', gap: 2 }}
    >
      <TextField label="Full name" defaultValue="Rosa Delgado" size="small" />
      <TextField label="Street address" defaultValue="742 Alder Street" size="small" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '2fr 1fr' } }}>
        <TextField label="City" defaultValue="Portland" size="small" />
        <TextField label="ZIP code" defaultValue="97205" size="small" sx={{ minWidth: 0 }} />
      </Box>
      <Button type="submit" variant="contained" sx={{ justifySelf: 'end', minWidth: 160 }}>
        Save address
      </Button>
    </Box>
  );
}
