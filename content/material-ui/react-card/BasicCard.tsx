import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function BasicCard() {
  return (
    <Card sx={{ maxWidth: 360 }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          Engineering blog
        </Typography>
        <Typography variant="h6" component="h3" gutterBottom>
          Moving our search to a single index
        </Typography>
        <Typography variant="body2" color="text.secondary">
          How we merged fourteen search services into one, and cut query times from 420ms to 90ms.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Read the article</Button>
        <Button size="small">Save for later</Button>
      </CardActions>
    </Card>
  );
}
