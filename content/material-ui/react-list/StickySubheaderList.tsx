import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';

const cities = [
  'Aarhus',
  'Accra',
  'Adelaide',
  'Almaty',
  'Amman',
  'Bangkok',
  'Belgrade',
  'Bogotá',
  'Brisbane',
  'Budapest',
  'Cairo',
  'Calgary',
  'Casablanca',
  'Chennai',
  'Cork',
  'Dakar',
  'Delft',
  'Denver',
  'Dhaka',
  'Durban',
  'Edmonton',
  'Eindhoven',
  'Essen',
  'Erfurt',
];

// Group the cities by their first letter, in alphabetical order.
const sections = cities.reduce<Record<string, string[]>>((groups, city) => {
  const letter = city[0];
  return { ...groups, [letter]: [...(groups[letter] ?? []), city] };
}, {});

export default function StickySubheaderList() {
  return (
    <List
      tabIndex={0}
      aria-label="Cities, scrollable"
      sx={{
        width: '100%',
        maxWidth: 320,
        maxHeight: 300,
        overflow: 'auto',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '& ul': { padding: 0 },
      }}
    >
      {Object.entries(sections).map(([letter, names]) => (
        <li key={letter}>
          <ul aria-label={`Cities starting with ${letter}`}>
            <ListSubheader>{letter}</ListSubheader>
            {names.map((name) => (
              <ListItem key={name}>
                <ListItemText primary={name} />
              </ListItem>
            ))}
          </ul>
        </li>
      ))}
    </List>
  );
}
