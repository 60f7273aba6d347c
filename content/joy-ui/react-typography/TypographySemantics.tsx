import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

export default function TypographySemantics() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 420 }}>
      {/* Looks like h4, but is an <h3> in the page outline. */}
      <Typography level="h4" component="h3">
        Release 4.2
      </Typography>
      <Typography level="body-xs" component="p">
        Published April 9
      </Typography>
      <Typography level="body-md" gutterBottom>
        Faster startup, a redesigned settings page and{' '}
        <Typography fontWeight="lg">twelve fixed bugs</Typography>.
      </Typography>
      <Typography
        level="body-sm"
        component="blockquote"
        sx={{ m: 0, paddingInlineStart: 2, borderInlineStart: '3px solid', borderColor: 'divider' }}
      >
        “The settings page finally makes sense.” — a beta tester
      </Typography>
    </Card>
  );
}
