import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function CardHorizontal() {
  return (
    <Card orientation="horizontal" variant="outlined" sx={{ maxWidth: 460, alignItems: 'center' }}>
      <Avatar size="lg" color="primary" variant="solid">
        NA
      </Avatar>
      <CardContent>
        <Typography level="title-md">
          <Link overlay underline="none" href="https://github.com/" color="neutral">
            Nadia Abbasi
          </Link>
        </Typography>
        <Typography level="body-sm">Maintainer of three open-source date libraries</Typography>
      </CardContent>
      <Button size="sm" variant="soft" sx={{ position: 'relative', zIndex: 1 }}>
        Follow
      </Button>
    </Card>
  );
}
