import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const reviewers = [
  { name: 'Grace Hopper', color: '#1565c0' },
  { name: 'Alan Turing', color: '#6a1b9a' },
  { name: 'Katherine Johnson', color: '#2e7d32' },
  { name: 'Tim Berners-Lee', color: '#c62828' },
  { name: 'Radia Perlman', color: '#ad1457' },
  { name: 'Ada Lovelace', color: '#00695c' },
];

// The "+N" avatar: a dark gray that keeps white text readable in both modes.
const surplusProps = { sx: { bgcolor: 'grey.700', color: 'common.white' } };

function initials(name: string) {
  return name
    .split(/[\s-]+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
}

export default function TeamAvatarGroup() {
  return (
    <Stack spacing={3} alignItems="flex-start">
      <div>
        <Typography variant="body2" gutterBottom>
          Reviewers: max=4
        </Typography>
        <AvatarGroup
          max={4}
          role="group"
          aria-label="Reviewers"
          slotProps={{ additionalAvatar: surplusProps }}
        >
          {reviewers.map((person) => (
            <Avatar
              key={person.name}
              sx={{ bgcolor: person.color, color: '#fff' }}
              aria-label={person.name}
              role="img"
            >
              {initials(person.name)}
            </Avatar>
          ))}
        </AvatarGroup>
      </div>
      <div>
        <Typography variant="body2" gutterBottom>
          Attendees: total=42, spacing=&quot;small&quot;
        </Typography>
        <AvatarGroup
          total={42}
          spacing="small"
          role="group"
          aria-label="Attendees"
          slotProps={{ additionalAvatar: surplusProps }}
        >
          {reviewers.slice(0, 3).map((person) => (
            <Avatar
              key={person.name}
              sx={{ bgcolor: person.color, color: '#fff' }}
              aria-label={person.name}
              role="img"
            >
              {initials(person.name)}
            </Avatar>
          ))}
        </AvatarGroup>
      </div>
    </Stack>
  );
}
