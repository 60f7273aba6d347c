import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function LoginStepFields() {
  return (
    <Sheet
      variant="outlined"
      sx={{
        width: '100%',
        maxWidth: 360,
        mx: 'auto',
        py: 3,
        px: 2.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        borderRadius: 'md',
        boxShadow: 'sm',
      }}
    >
      <div>
        <Typography level="h4" component="h3">
          Welcome back
        </Typography>
        <Typography level="body-sm">Sign in to continue to Fieldnotes.</Typography>
      </div>
      <FormControl>
        <FormLabel>Email</FormLabel>
        <Input name="email" type="email" autoComplete="email" placeholder="ana@fieldnotes.app" />
      </FormControl>
      <FormControl>
        <FormLabel>Password</FormLabel>
        <Input name="password" type="password" autoComplete="current-password" />
      </FormControl>
    </Sheet>
  );
}
