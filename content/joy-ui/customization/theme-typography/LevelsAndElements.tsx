import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

// A settings section inside a page whose outline already has an h1 and h2:
// the section title must be an h3 for screen readers, but look like a small title.
export default function LevelsAndElements() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 420 }}>
      <Typography
        level="title-md"
        levelMapping={{ 'title-md': 'h3' }}
        endDecorator={
          <Typography level="body-xs" component="span" color="success" variant="soft">
            Active
          </Typography>
        }
      >
        Two-step verification
      </Typography>
      <Typography level="body-sm">
        Each sign-in from a new device asks for a code from your authenticator app.
      </Typography>
      <Typography level="body-sm">
        Last verified on{' '}
        <Typography level="title-sm" component="span">
          March 4, 2025
        </Typography>{' '}
        from a Chrome browser in Lisbon.
      </Typography>
    </Card>
  );
}
