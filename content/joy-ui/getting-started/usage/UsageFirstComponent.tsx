import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';

export default function UsageFirstComponent() {
  return (
    <Card orientation="horizontal" variant="outlined" sx={{ maxWidth: 420, alignItems: 'center' }}>
      <Avatar alt="Tomás Herrera" size="lg">
        TH
      </Avatar>
      <CardContent>
        <Typography level="title-md">Tomás Herrera</Typography>
        <Typography level="body-sm">Product designer · Lisbon</Typography>
      </CardContent>
      <Button size="sm" variant="soft">
        Message
      </Button>
    </Card>
  );
}
