import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';

const topics = ['Design systems', 'Accessibility', 'Performance', 'Testing', 'TypeScript', 'CSS'];

export default function ChipSelectable() {
  const [selected, setSelected] = React.useState<string[]>(['Accessibility', 'TypeScript']);

  return (
    <div>
      <Typography id="topics-label" level="title-sm" sx={{ mb: 1.5 }}>
        Topics you follow
      </Typography>
      <Box
        role="group"
        aria-labelledby="topics-label"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {topics.map((topic) => {
          const checked = selected.includes(topic);
          return (
            <Chip
              key={topic}
              variant={checked ? 'soft' : 'plain'}
              color={checked ? 'primary' : 'neutral'}
              startDecorator={checked && <CheckRounded sx={{ zIndex: 1, pointerEvents: 'none' }} />}
            >
              <Checkbox
                overlay
                disableIcon
                variant="outlined"
                color={checked ? 'primary' : 'neutral'}
                label={topic}
                checked={checked}
                onChange={(event) =>
                  setSelected((current) =>
                    event.target.checked
                      ? [...current, topic]
                      : current.filter((item) => item !== topic),
                  )
                }
              />
            </Chip>
          );
        })}
      </Box>
    </div>
  );
}
