import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';

const groups = [
  { title: 'Density', options: ['Compact', 'Comfortable'] },
  { title: 'Font size', options: ['Small', 'Medium', 'Large'] },
];

export default function MenuGroups() {
  const [choices, setChoices] = React.useState<Record<string, string>>({
    Density: 'Comfortable',
    'Font size': 'Medium',
  });

  return (
    <Dropdown>
      <MenuButton variant="outlined">View options</MenuButton>
      <Menu sx={{ minWidth: 200, '--ListItemDecorator-size': '28px' }}>
        {groups.map((group) => (
          <ListItem nested key={group.title} role="none">
            <Typography
              level="body-xs"
              aria-hidden
              sx={{ px: 1.5, py: 0.5, textTransform: 'uppercase' }}
            >
              {group.title}
            </Typography>
            <List role="group" aria-label={group.title}>
              {group.options.map((option) => {
                const selected = choices[group.title] === option;
                return (
                  <MenuItem
                    key={option}
                    selected={selected}
                    onClick={() => setChoices({ ...choices, [group.title]: option })}
                  >
                    <ListItemDecorator>{selected && <CheckRounded />}</ListItemDecorator>
                    {option}
                  </MenuItem>
                );
              })}
            </List>
          </ListItem>
        ))}
      </Menu>
    </Dropdown>
  );
}
