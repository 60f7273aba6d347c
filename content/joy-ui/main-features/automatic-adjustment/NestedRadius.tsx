import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import LandscapeRounded from '@mui/icons-material/LandscapeRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ShareRounded from '@mui/icons-material/ShareRounded';

const ACTIONS = [
  { label: 'Download original', icon: <DownloadRounded /> },
  { label: 'Share album', icon: <ShareRounded /> },
  { label: 'Photo details', icon: <InfoOutlined /> },
];

export default function NestedRadius() {
  const [radius, setRadius] = React.useState(16);
  const [selected, setSelected] = React.useState(0);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 360 }}>
      <div>
        <Typography id="nested-radius-label" level="body-sm" gutterBottom>
          Outer radius: {radius}px
        </Typography>
        <Slider
          aria-labelledby="nested-radius-label"
          min={0}
          max={32}
          value={radius}
          onChange={(_event, value) => setRadius(value as number)}
          getAriaValueText={(value) => `${value} pixels`}
        />
      </div>
      <Card variant="outlined" sx={{ borderRadius: `${radius}px` }}>
        <AspectRatio ratio="16/9" variant="soft" color="primary">
          <div>
            <LandscapeRounded sx={{ fontSize: '3rem' }} />
          </div>
        </AspectRatio>
        <Typography level="title-md">Dolomites, September</Typography>
        <List
          variant="outlined"
          aria-label="Photo actions"
          sx={{ borderRadius: `${radius}px`, p: '6px', '--List-gap': '2px' }}
        >
          {ACTIONS.map((action, index) => (
            <ListItem key={action.label}>
              <ListItemButton selected={index === selected} onClick={() => setSelected(index)}>
                <ListItemDecorator>{action.icon}</ListItemDecorator>
                {action.label}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Card>
    </Box>
  );
}
