import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function MultilineTextFields() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        id="bio"
        label="Short bio"
        multiline
        maxRows={4}
        defaultValue="Backend developer in Lisbon. Coffee, climbing and well-named variables."
        fullWidth
      />
      <TextField
        id="delivery-notes"
        label="Delivery notes"
        multiline
        minRows={3}
        placeholder="Gate code, floor, where to leave the parcel…"
        fullWidth
      />
      <TextField
        id="feedback"
        label="Feedback"
        multiline
        rows={3}
        defaultValue="The checkout page was fast and clear."
        fullWidth
      />
    </Stack>
  );
}
