import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import PersonRemoveRounded from '@mui/icons-material/PersonRemoveRounded';

const initialMembers = [
  { id: 1, name: 'Ines Duarte', role: 'Owner' },
  { id: 2, name: 'Felix Braun', role: 'Editor' },
  { id: 3, name: 'Yuki Sato', role: 'Viewer' },
];

export default function ListActions() {
  const [members, setMembers] = React.useState(initialMembers);
  const [openedId, setOpenedId] = React.useState<number | null>(null);
  const opened = members.find((member) => member.id === openedId);

  return (
    <div>
      <List aria-label="Team members" sx={{ maxWidth: 380, '--ListItemDecorator-size': '48px' }}>
        {members.map((member) => (
          <ListItem
            key={member.id}
            endAction={
              member.role !== 'Owner' && (
                <IconButton
                  size="sm"
                  color="danger"
                  aria-label={`Remove ${member.name}`}
                  onClick={() =>
                    setMembers((current) => current.filter((item) => item.id !== member.id))
                  }
                >
                  <PersonRemoveRounded />
                </IconButton>
              )
            }
          >
            <ListItemButton onClick={() => setOpenedId(member.id)}>
              <ListItemDecorator>
                <Avatar size="sm">{member.name[0]}</Avatar>
              </ListItemDecorator>
              <ListItemContent>
                <Typography level="title-sm">{member.name}</Typography>
                <Typography level="body-xs">{member.role}</Typography>
              </ListItemContent>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Typography level="body-sm" aria-live="polite" sx={{ mt: 1 }}>
        {opened ? `Opened the profile of ${opened.name}.` : 'Click a member to open their profile.'}
      </Typography>
    </div>
  );
}
