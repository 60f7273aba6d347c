import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';

interface Trail {
  name: string;
  tags: string[];
}

const filters = ['Dog friendly', 'Loop', 'Waterfall', 'Under 5 km'];

const trails: Trail[] = [
  { name: 'Cedar Falls Path', tags: ['Waterfall', 'Under 5 km', 'Dog friendly'] },
  { name: 'Ridge Lookout Loop', tags: ['Loop', 'Dog friendly'] },
  { name: 'Mill Creek Walk', tags: ['Under 5 km', 'Loop'] },
  { name: 'High Lakes Traverse', tags: ['Waterfall'] },
];

export default function FilterChips() {
  const [active, setActive] = React.useState<string[]>(['Dog friendly']);

  const toggle = (filter: string) =>
    setActive((current) =>
      current.includes(filter) ? current.filter((value) => value !== filter) : [...current, filter],
    );

  const matches = trails.filter((trail) => active.every((filter) => trail.tags.includes(filter)));

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        flexWrap="wrap"
        role="group"
        aria-label="Trail filters"
      >
        {filters.map((filter) => {
          const selected = active.includes(filter);
          return (
            <Chip
              key={filter}
              label={filter}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              icon={selected ? <CheckIcon /> : undefined}
              onClick={() => toggle(filter)}
              aria-pressed={selected}
            />
          );
        })}
      </Stack>
      <Typography variant="body2" aria-live="polite">
        {matches.length === 0
          ? 'No trail matches every filter.'
          : `${matches.length} trails: ${matches.map((trail) => trail.name).join(', ')}`}
      </Typography>
    </Stack>
  );
}
