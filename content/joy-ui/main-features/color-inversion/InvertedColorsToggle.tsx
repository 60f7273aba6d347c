import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import BookmarkBorderRounded from '@mui/icons-material/BookmarkBorderRounded';

export default function InvertedColorsToggle() {
  const [inverted, setInverted] = React.useState(true);

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Typography
        component="label"
        level="body-sm"
        startDecorator={
          <Switch checked={inverted} onChange={(event) => setInverted(event.target.checked)} />
        }
      >
        invertedColors
      </Typography>
      <Card
        variant="solid"
        color="primary"
        invertedColors={inverted}
        // The 700 shade keeps the inverted secondary text above a 4.5:1 contrast ratio.
        sx={{ maxWidth: 380, bgcolor: 'primary.700' }}
      >
        <Stack direction="row" justifyContent="space-between" alignItems="flex-start">
          <Chip variant="soft" size="sm">
            Webinar · 14 May
          </Chip>
          <IconButton variant="plain" size="sm" aria-label="Save the webinar for later">
            <BookmarkBorderRounded />
          </IconButton>
        </Stack>
        <CardContent>
          <Typography level="title-lg">Shipping design tokens to production</Typography>
          <Typography level="body-sm">
            A 45-minute session on keeping Figma variables and CSS variables in sync.
          </Typography>
        </CardContent>
        <CardActions>
          <Button variant="outlined">Add to calendar</Button>
          <Button variant="solid">Register</Button>
        </CardActions>
      </Card>
    </Stack>
  );
}
