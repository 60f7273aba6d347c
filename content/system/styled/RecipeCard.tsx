import { styled } from '@mui/system';

const Card = styled('article')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  padding: theme.spacing(2),
  maxWidth: 360,
  borderRadius: 12,
  border: '1px solid rgba(128, 128, 128, 0.4)',
  [theme.breakpoints.up('sm')]: {
    padding: theme.spacing(3),
  },
}));

const Meta = styled('p')({
  margin: 0,
  fontSize: 14,
  opacity: 0.85,
});

export default function RecipeCard() {
  return (
    <Card aria-labelledby="recipe-title">
      {/* `as` changes the element, `sx` adjusts this one use. */}
      <Meta as="h3" id="recipe-title" sx={{ fontSize: 20, opacity: 1 }}>
        Lemon and herb roast chicken
      </Meta>
      <Meta>Serves 4 · 1 h 20 min · Easy</Meta>
      <Meta>Roast at 200 °C, basting twice, until the juices run clear.</Meta>
    </Card>
  );
}
