import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

const palette = ['#1565c0', '#6a1b9a', '#2e7d32', '#c62828', '#ad1457', '#00695c', '#4e342e'];

/** The same name always gets the same color, from a palette that keeps white text readable. */
function colorOf(name: string) {
  let hash = 0;
  for (const character of name) {
    hash = (hash * 31 + character.charCodeAt(0)) % 1000003;
  }
  return palette[hash % palette.length];
}

function initialsOf(name: string) {
  const parts = name.trim().split(/\s+/);
  return parts.length > 1 ? `${parts[0][0]}${parts[parts.length - 1][0]}` : parts[0].slice(0, 2);
}

const members = ['Noah Fischer', 'Zainab Bello', 'Lior Ben-David', 'Emma Lindqvist', 'Arjun'];

export default function LetterAvatars() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      {members.map((name) => (
        <Avatar
          key={name}
          sx={{ bgcolor: colorOf(name), color: '#fff' }}
          aria-label={name}
          role="img"
        >
          {initialsOf(name)}
        </Avatar>
      ))}
    </Stack>
  );
}
