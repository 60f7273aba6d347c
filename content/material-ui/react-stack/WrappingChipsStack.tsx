import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const skills = [
  'TypeScript',
  'React',
  'Node.js',
  'GraphQL',
  'PostgreSQL',
  'Accessibility',
  'Design systems',
  'Testing Library',
  'Playwright',
  'Docker',
  'Kubernetes',
  'Performance',
];

export default function WrappingChipsStack() {
  return (
    // useFlexGap: the gap is CSS `gap`, so it also separates the wrapped lines.
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ maxWidth: 420 }}>
      {skills.map((skill) => (
        <Chip key={skill} label={skill} variant="outlined" />
      ))}
    </Stack>
  );
}
