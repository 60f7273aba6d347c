import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import type {} from '@mui/material/themeCssVarsAugmentation';

const people = [
  { name: 'Hugo Laurent', online: true, color: '#1565c0' },
  { name: 'Amani Njoroge', online: false, color: '#6a1b9a' },
  { name: 'Sofia Russo', online: true, color: '#2e7d32' },
];

export default function OnlineStatusAvatars() {
  return (
    <Stack direction="row" spacing={3}>
      {people.map((person) => (
        <Badge
          key={person.name}
          overlap="circular"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          variant="dot"
          color="success"
          invisible={!person.online}
          sx={{
            '& .MuiBadge-dot': {
              boxShadow: (theme) => `0 0 0 2px ${(theme.vars ?? theme).palette.background.paper}`,
            },
          }}
        >
          <Avatar
            sx={{ bgcolor: person.color, color: '#fff' }}
            role="img"
            aria-label={`${person.name}, ${person.online ? 'online' : 'offline'}`}
          >
            {person.name
              .split(' ')
              .map((part) => part[0])
              .join('')}
          </Avatar>
        </Badge>
      ))}
    </Stack>
  );
}
