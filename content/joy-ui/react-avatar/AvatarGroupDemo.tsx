import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';

const reviewers = [
  'Priya Raman',
  'Jonas Weber',
  'Aiko Tanaka',
  'Samuel Okoye',
  'Lena Novak',
  'Diego Ramírez',
  'Hannah Cohen',
];

const MAX_SHOWN = 4;

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export default function AvatarGroupDemo() {
  const shown = reviewers.slice(0, MAX_SHOWN);
  const others = reviewers.slice(MAX_SHOWN);

  return (
    <Stack spacing={1}>
      <Typography id="reviewers-label" level="title-sm">
        Reviewers
      </Typography>
      <AvatarGroup role="group" aria-labelledby="reviewers-label" variant="solid" color="primary">
        {shown.map((name) => (
          <Avatar key={name} role="img" aria-label={name}>
            {initials(name)}
          </Avatar>
        ))}
        <Tooltip title={others.join(', ')} variant="soft">
          <Avatar role="img" aria-label={`${others.length} more: ${others.join(', ')}`}>
            +{others.length}
          </Avatar>
        </Tooltip>
      </AvatarGroup>
    </Stack>
  );
}
