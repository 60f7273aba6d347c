import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import BoltRounded from '@mui/icons-material/BoltRounded';

export default function DarkSelectorStyles() {
  return (
    <Card
      variant="outlined"
      sx={(theme) => ({
        maxWidth: 360,
        // Light mode: a soft shadow lifts the card off the page.
        boxShadow: theme.vars.shadow.md,
        // Dark mode: shadows vanish on a black page, so use a tinted edge instead.
        // This is a CSS selector, not a JavaScript check: it is right in the
        // server HTML and switches without a re-render.
        [theme.getColorSchemeSelector('dark')]: {
          boxShadow: 'none',
          borderColor: theme.vars.palette.primary[700],
          backgroundColor: theme.vars.palette.background.level1,
        },
      })}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          display: 'grid',
          placeItems: 'center',
          width: 40,
          height: 40,
          borderRadius: 'sm',
          '--Icon-color': 'currentColor',
          color: theme.vars.palette.primary[600],
          backgroundColor: theme.vars.palette.primary[100],
          [theme.getColorSchemeSelector('dark')]: {
            color: theme.vars.palette.primary[200],
            backgroundColor: theme.vars.palette.primary[900],
          },
        })}
      >
        <BoltRounded />
      </Box>
      <Typography level="title-md">Usage this month</Typography>
      <Typography level="body-sm">
        1.2 million requests, 38% of your plan. Switch the site between light and dark mode: the
        shadow turns into a blue border.
      </Typography>
    </Card>
  );
}
