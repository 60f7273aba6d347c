import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';

const people: { name: string; initials: string; status: string; color: ColorPaletteProp }[] = [
  { name: 'Marta Kowalska', initials: 'MK', status: 'Online', color: 'success' },
  { name: 'Olu Adebayo', initials: 'OA', status: 'In a meeting', color: 'warning' },
  { name: 'Chen Wei', initials: 'CW', status: 'Offline', color: 'neutral' },
];

export default function AvatarWithStatus() {
  return (
    <List sx={{ maxWidth: 320, '--ListItemDecorator-size': '56px' }}>
      {people.map((person) => (
        <ListItem key={person.name}>
          <ListItemDecorator>
            <Badge
              color={person.color}
              variant="solid"
              size="sm"
              anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
              badgeInset="14%"
              sx={{ '--Badge-paddingX': '0px' }}
            >
              <Avatar>{person.initials}</Avatar>
            </Badge>
          </ListItemDecorator>
          <ListItemContent>
            <Typography level="title-sm">{person.name}</Typography>
            <Typography level="body-xs">{person.status}</Typography>
          </ListItemContent>
        </ListItem>
      ))}
    </List>
  );
}
