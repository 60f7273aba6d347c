import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Skeleton from '@mui/joy/Skeleton';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import MapRounded from '@mui/icons-material/MapRounded';

export default function SkeletonOverlay() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Typography
        component="label"
        startDecorator={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
            sx={{ mr: 1 }}
          />
        }
      >
        Loading
      </Typography>
      <Card variant="outlined" sx={{ width: 320 }} aria-busy={loading}>
        <AspectRatio ratio="21 / 9">
          <Skeleton loading={loading}>
            <MapRounded sx={{ fontSize: 48 }} />
          </Skeleton>
        </AspectRatio>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar>
            <Skeleton loading={loading}>MO</Skeleton>
          </Avatar>
          <div>
            <Typography level="title-md">
              <Skeleton loading={loading}>Mateus Oliveira</Skeleton>
            </Typography>
            <Typography level="body-sm">
              <Skeleton loading={loading}>Shared a route · 2 hours ago</Skeleton>
            </Typography>
          </div>
        </Box>
      </Card>
    </Box>
  );
}
