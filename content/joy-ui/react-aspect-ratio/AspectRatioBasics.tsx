import AspectRatio from '@mui/joy/AspectRatio';
import Typography from '@mui/joy/Typography';
import PlayCircleRounded from '@mui/icons-material/PlayCircleRounded';

export default function AspectRatioBasics() {
  return (
    <AspectRatio sx={{ maxWidth: 400 }}>
      <Typography level="title-md" startDecorator={<PlayCircleRounded />}>
        Product tour · 2:41
      </Typography>
    </AspectRatio>
  );
}
