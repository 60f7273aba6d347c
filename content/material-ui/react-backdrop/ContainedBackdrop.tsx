import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function ContainedBackdrop() {
  const [saving, setSaving] = React.useState(false);

  const save = () => {
    setSaving(true);
    setTimeout(() => setSaving(false), 2000);
  };

  return (
    // Only this card is covered: the rest of the page stays usable while it saves.
    <Card variant="outlined" sx={{ position: 'relative', maxWidth: 400 }} aria-busy={saving}>
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          Shipping address
        </Typography>
        <TextField
          label="Street"
          defaultValue="14 Harbour Street"
          fullWidth
          size="small"
          disabled={saving}
        />
      </CardContent>
      <CardActions>
        <Button onClick={save} disabled={saving}>
          Save address
        </Button>
      </CardActions>
      <Backdrop
        open={saving}
        // Positioned against the card instead of the window.
        sx={{ position: 'absolute', bgcolor: 'action.disabledBackground', color: 'primary.main' }}
      >
        <CircularProgress color="inherit" size={32} />
      </Backdrop>
    </Card>
  );
}
