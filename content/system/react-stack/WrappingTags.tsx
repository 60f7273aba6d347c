import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const skills = [
  'TypeScript',
  'React',
  'Accessibility',
  'GraphQL',
  'Node.js',
  'CSS grid',
  'Testing Library',
  'Design systems',
  'Performance',
];

export default function WrappingTags() {
  return (
    <Stack
      component="ul"
      aria-label="Skills"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0, maxWidth: 420 }}
    >
      {skills.map((skill) => (
        <Box
          component="li"
          key={skill}
          sx={{
            px: 1.5,
            py: 0.5,
            borderRadius: 999,
            border: '1px solid rgba(128, 128, 128, 0.6)',
            fontSize: 14,
          }}
        >
          {skill}
        </Box>
      ))}
    </Stack>
  );
}
