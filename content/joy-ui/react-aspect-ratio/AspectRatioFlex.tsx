import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import HeadphonesRounded from '@mui/icons-material/HeadphonesRounded';

export default function AspectRatioFlex() {
  return (
    <Card orientation="horizontal" variant="outlined" sx={{ maxWidth: 420 }}>
      <AspectRatio
        ratio="1"
        flex
        color="warning"
        variant="soft"
        sx={{ flexGrow: 0, flexBasis: 96 }}
      >
        <HeadphonesRounded sx={{ fontSize: 40 }} />
      </AspectRatio>
      <CardContent>
        <Typography level="title-md">The Design Systems Podcast</Typography>
        <Typography level="body-sm">Episode 118 · How teams name their tokens</Typography>
        <Typography level="body-xs">46 min</Typography>
      </CardContent>
    </Card>
  );
}
