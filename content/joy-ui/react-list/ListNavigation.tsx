import * as React from 'react';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';
import AssignmentRounded from '@mui/icons-material/AssignmentRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import InboxRounded from '@mui/icons-material/InboxRounded';
import PeopleRounded from '@mui/icons-material/PeopleRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';

const sections = [
  {
    title: 'Workspace',
    items: [
      { id: 'home', label: 'Home', icon: <HomeRounded /> },
      { id: 'inbox', label: 'Inbox', icon: <InboxRounded />, count: 12 },
      { id: 'tasks', label: 'My tasks', icon: <AssignmentRounded /> },
    ],
  },
  {
    title: 'Organization',
    items: [
      { id: 'people', label: 'People', icon: <PeopleRounded /> },
      { id: 'settings', label: 'Settings', icon: <SettingsRounded /> },
    ],
  },
];

export default function ListNavigation() {
  const [current, setCurrent] = React.useState('inbox');

  return (
    <Sheet variant="outlined" sx={{ width: 260, borderRadius: 'md', p: 1 }}>
      <List component="nav" aria-label="Main" sx={{ '--ListItem-radius': '8px' }}>
        {sections.map((section) => (
          <ListItem nested key={section.title}>
            <ListSubheader>{section.title}</ListSubheader>
            <List>
              {section.items.map((item) => (
                <ListItem key={item.id}>
                  <ListItemButton
                    selected={current === item.id}
                    variant={current === item.id ? 'soft' : 'plain'}
                    color={current === item.id ? 'primary' : 'neutral'}
                    aria-current={current === item.id ? 'page' : undefined}
                    onClick={() => setCurrent(item.id)}
                  >
                    <ListItemDecorator>{item.icon}</ListItemDecorator>
                    <ListItemContent>{item.label}</ListItemContent>
                    {item.count !== undefined && (
                      <Chip size="sm" variant="soft" color="primary">
                        {item.count}
                      </Chip>
                    )}
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
