import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function LoginStepLayout() {
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
        gap: 0.5,
        borderRadius: 'md',
        boxShadow: 'sm',
      }}
    >
      <Typography level="h4" component="h3">
        Welcome back
      </Typography>
      <Typography level="body-sm">Sign in to continue to Fieldnotes.</Typography>
    </Sheet>
  );
}
