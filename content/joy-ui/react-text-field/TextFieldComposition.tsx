import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import MailOutline from '@mui/icons-material/MailOutline';

export default function TextFieldComposition() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <FormControl required>
        <FormLabel>Full name</FormLabel>
        <Input name="fullName" autoComplete="name" placeholder="Amara Okafor" />
      </FormControl>
      <FormControl size="sm">
        <FormLabel>Newsletter email</FormLabel>
        <Input
          type="email"
          name="newsletter"
          autoComplete="email"
          startDecorator={<MailOutline />}
          placeholder="amara@example.com"
        />
        <FormHelperText>At most one email a month.</FormHelperText>
      </FormControl>
    </Stack>
  );
}
