import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SxOneOff() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Card variant="outlined" sx={{ flex: 1 }}>
        <CardContent>
          <Typography variant="overline">Default</Typography>
          <Typography>Storage is 82% full.</Typography>
        </CardContent>
        <CardActions>
          <Button size="small">Manage storage</Button>
        </CardActions>
      </Card>
      <Card
        variant="outlined"
        sx={{
          flex: 1,
          // Theme values: palette paths, spacing units and a breakpoint object.
          borderColor: 'secondary.main',
          borderInlineStartWidth: 6,
          p: { xs: 0, sm: 1 },
          // A nested selector reaches a child part through its class.
          '& .MuiTypography-overline': { color: 'secondary.main', fontWeight: 700 },
        }}
      >
        <CardContent>
          <Typography variant="overline">Styled with sx</Typography>
          <Typography>Storage is 82% full.</Typography>
        </CardContent>
        <CardActions>
          <Button
            size="small"
            color="secondary"
            variant="contained"
            // A function of the theme, for values the shorthands don't cover.
            sx={(theme) => ({
              borderRadius: theme.shape.borderRadius * 4,
              px: 2,
              boxShadow: 'none',
              '&:hover': { boxShadow: theme.shadows[2] },
            })}
          >
            Manage storage
          </Button>
        </CardActions>
      </Card>
    </Stack>
  );
}
