import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const skills = [
  'React',
  'TypeScript',
  'Node.js',
  'PostgreSQL',
  'GraphQL',
  'Docker',
  'AWS',
  'Figma',
];

export default function StackDividerWrap() {
  return (
    <Stack spacing={3}>
      <Stack
        direction="row"
        spacing={2}
        divider={<Divider orientation="vertical" />}
        sx={{ alignItems: 'center' }}
      >
        <Typography level="body-sm">Lisbon, Portugal</Typography>
        <Typography level="body-sm">Joined 2021</Typography>
        <Typography level="body-sm">UTC+0</Typography>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 360 }}>
        {skills.map((skill) => (
          <Chip key={skill} variant="outlined">
            {skill}
          </Chip>
        ))}
      </Stack>
    </Stack>
  );
}
