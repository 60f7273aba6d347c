import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

export default function CardInvertedColors() {
  return (
    <Card variant="solid" color="primary" invertedColors sx={{ maxWidth: 360 }}>
      <CardContent>
        <Chip size="sm" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          Pro trial
        </Chip>
        <Typography level="title-lg">9 days left in your trial</Typography>
        <Typography level="body-sm" textColor="inherit">
          You have used 7.2 GB of the 10 GB of storage included.
        </Typography>
        <LinearProgress determinate value={72} aria-label="Storage used" sx={{ my: 1 }} />
      </CardContent>
      <CardActions>
        <Button variant="plain">Not now</Button>
        <Button variant="solid">Upgrade</Button>
      </CardActions>
    </Card>
  );
}
