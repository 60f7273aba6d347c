import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A well-formed URL whose content is not an image: it fails to load like a missing photo.
const BROKEN_IMAGE = 'data:image/png;base64,bm90IGFuIGltYWdl';

const fallbacks = [
  {
    title: 'Image fails, children given',
    avatar: (
      <Avatar
        src={BROKEN_IMAGE}
        alt="Mateo Ortiz"
        sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
      >
        MO
      </Avatar>
    ),
  },
  {
    title: 'Image fails, alt given',
    avatar: (
      <Avatar
        src={BROKEN_IMAGE}
        alt="Mateo Ortiz"
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
      />
    ),
  },
  {
    title: 'No image, no children',
    avatar: <Avatar />,
  },
];

export default function AvatarFallbacks() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      {fallbacks.map((fallback) => (
        <Stack key={fallback.title} direction="row" spacing={1.5} alignItems="center">
          {fallback.avatar}
          <Typography variant="body2">{fallback.title}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
