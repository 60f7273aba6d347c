import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

export default function TextareaBasics() {
  return (
    <FormControl sx={{ maxWidth: 440 }}>
      <FormLabel>Delivery instructions</FormLabel>
      <Textarea
        name="instructions"
        minRows={3}
        placeholder="Leave the parcel with the concierge, gate code 4512…"
      />
      <FormHelperText>The courier sees this note on the delivery day.</FormHelperText>
    </FormControl>
  );
}
