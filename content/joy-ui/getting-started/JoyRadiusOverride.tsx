import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';

function DigestSignup({ title }: { title: string }) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 240px', gap: 1.5 }}>
      <Typography level="title-md">{title}</Typography>
      <FormControl>
        <FormLabel>Work email</FormLabel>
        <Input type="email" placeholder="ada@example.com" />
        <FormHelperText>One digest every Monday. Unsubscribe at any time.</FormHelperText>
      </FormControl>
      <Button>Subscribe</Button>
    </Card>
  );
}

export default function JoyRadiusOverride() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <DigestSignup title="Theme defaults" />
      {/* The theme's radius variables, overridden for this subtree only. */}
      <Box
        sx={{
          display: 'flex',
          flex: '1 1 240px',
          '--joy-radius-sm': '999px',
          '--joy-radius-md': '24px',
        }}
      >
        <DigestSignup title="Rounded for a campaign page" />
      </Box>
    </Box>
  );
}
