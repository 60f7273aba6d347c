import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function SemanticHeadings() {
  return (
    <Card variant="outlined" component="article" sx={{ maxWidth: 480 }}>
      <CardContent>
        <Typography variant="overline" component="p" color="primary">
          Field notes
        </Typography>
        {/* Looks like an h5, is an h3 in the page's outline. */}
        <Typography variant="h5" component="h3" gutterBottom>
          Counting swifts over the old town
        </Typography>
        <Typography variant="subtitle2" component="p" color="text.secondary" gutterBottom>
          June 18, 2024 · 4 min read
        </Typography>
        <Typography variant="body1" paragraph>
          Every evening in early summer, a few hundred common swifts circle the church tower before
          they settle for the night. We counted them from the market square at 21:00.
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The count is part of a city-wide survey: add your own sightings on the survey map.
        </Typography>
      </CardContent>
    </Card>
  );
}
