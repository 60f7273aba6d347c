import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import EventRounded from '@mui/icons-material/EventRounded';

export default function CardBasics() {
  return (
    <Card sx={{ maxWidth: 360 }}>
      <Chip size="sm" variant="soft" color="primary" sx={{ alignSelf: 'flex-start' }}>
        Workshop
      </Chip>
      <CardContent>
        <Typography level="title-lg">Accessible forms in React</Typography>
        <Typography level="body-sm" startDecorator={<EventRounded />}>
          Thursday, March 12 · 2:00 p.m. UTC
        </Typography>
        <Typography level="body-md" sx={{ mt: 1 }}>
          Labels, errors and focus management, with live examples you can take home.
        </Typography>
      </CardContent>
      <CardActions>
        <Button variant="outlined" color="neutral">
          Details
        </Button>
        <Button>Register</Button>
      </CardActions>
    </Card>
  );
}
