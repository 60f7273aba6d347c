import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Typography from '@mui/joy/Typography';

const GUIDES = [
  { title: 'Colors', href: '/joy-ui/customization/theme-colors/' },
  { title: 'Typography', href: '/joy-ui/customization/theme-typography/' },
  { title: 'Dark mode', href: '/joy-ui/customization/dark-mode/' },
];

export default function ComponentPropElements() {
  return (
    // The card is an <article>, the list a <nav> landmark with real links,
    // and the button an <a>: same styles, the right elements.
    <Card component="article" variant="outlined" sx={{ maxWidth: 360 }}>
      <Typography level="title-md" component="h3">
        Theme guides
      </Typography>
      <List component="nav" aria-label="Theme guides" sx={{ '--List-padding': '0px' }}>
        {GUIDES.map((guide) => (
          <ListItem key={guide.href}>
            <ListItemButton component="a" href={guide.href}>
              {guide.title}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Button component="a" href="/joy-ui/customization/approaches/" variant="soft">
        Start with the approaches
      </Button>
    </Card>
  );
}
