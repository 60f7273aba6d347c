import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const topics = [
  { label: 'Data Grid', href: '/x/react-data-grid/' },
  { label: 'Palette', href: '/material-ui/customization/palette/' },
  { label: 'Dark mode', href: '/material-ui/customization/dark-mode/' },
];

export default function LinkChips() {
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="p">
        Related topics
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {topics.map((topic) => (
          <Chip key={topic.href} label={topic.label} component="a" href={topic.href} clickable />
        ))}
      </Stack>
    </Stack>
  );
}
