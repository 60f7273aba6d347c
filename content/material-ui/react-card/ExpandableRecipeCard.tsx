import * as React from 'react';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const steps = [
  'Toast 200 g of rolled oats with a pinch of salt for 4 minutes.',
  'Stir in 2 tablespoons of honey and 50 g of chopped almonds.',
  'Bake at 160 °C for 20 minutes, stirring halfway through.',
];

export default function ExpandableRecipeCard() {
  const [expanded, setExpanded] = React.useState(false);

  return (
    <Card variant="outlined" sx={{ maxWidth: 380 }}>
      <CardHeader
        title="Honey almond granola"
        subheader="25 minutes · 4 servings"
        titleTypographyProps={{ variant: 'h6', component: 'h3' }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary">
          A crunchy breakfast you can keep in a jar for two weeks.
        </Typography>
      </CardContent>
      <CardActions>
        <IconButton aria-label="Save recipe">
          <BookmarkBorderIcon />
        </IconButton>
        <IconButton
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-controls="granola-steps"
          aria-label={expanded ? 'Hide the steps' : 'Show the steps'}
          sx={{
            marginInlineStart: 'auto',
            transform: expanded ? 'rotate(180deg)' : 'none',
            transition: (theme) => theme.transitions.create('transform'),
          }}
        >
          <ExpandMoreIcon />
        </IconButton>
      </CardActions>
      <Collapse in={expanded} timeout="auto" unmountOnExit id="granola-steps">
        <CardContent>
          <Typography component="ol" variant="body2" sx={{ m: 0, paddingInlineStart: 2.5 }}>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </Typography>
        </CardContent>
      </Collapse>
    </Card>
  );
}
