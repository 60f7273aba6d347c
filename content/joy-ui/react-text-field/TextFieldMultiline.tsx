import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

export default function TextFieldMultiline() {
  return (
    <FormControl sx={{ maxWidth: 440 }}>
      <FormLabel>About your team</FormLabel>
      <Textarea
        name="about"
        minRows={3}
        maxRows={6}
        placeholder="We are five engineers building a scheduling app for clinics…"
      />
      <FormHelperText>Shown on your public profile.</FormHelperText>
    </FormControl>
  );
}
