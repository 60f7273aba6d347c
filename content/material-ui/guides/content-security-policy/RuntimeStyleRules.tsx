import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const Swatch = styled('span', {
  shouldForwardProp: (prop) => prop !== 'hue',
})<{ hue: number }>(({ theme, hue }) => ({
  display: 'inline-block',
  width: 40,
  height: 40,
  borderRadius: theme.shape.borderRadius,
  // A style that depends on a prop: Emotion creates new rules for each hue.
  backgroundColor: `hsl(${hue} 70% 45%)`,
  ...theme.applyStyles('dark', { backgroundColor: `hsl(${hue} 70% 60%)` }),
}));

function countEmotionRules() {
  let rules = 0;
  document.querySelectorAll('style[data-emotion]').forEach((element) => {
    const sheet = (element as HTMLStyleElement).sheet;
    rules += sheet ? sheet.cssRules.length : 0;
  });
  return rules;
}

const hues = [0, 30, 60, 120, 180, 210, 270, 320];

export default function RuntimeStyleRules() {
  const [count, setCount] = React.useState(1);
  const [rules, setRules] = React.useState<number | null>(null);

  // Runs after the new swatches are in the page, so it sees their rules.
  React.useEffect(() => {
    setRules(countEmotionRules());
  }, [count]);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', minHeight: 40 }}>
        {hues.slice(0, count).map((hue) => (
          <Swatch key={hue} hue={hue} role="img" aria-label={`Color at hue ${hue}`} />
        ))}
      </Stack>
      <Typography variant="body2" aria-live="polite">
        {rules === null
          ? 'Counting the Emotion rules in this page…'
          : `Emotion style rules in this page right now: ${rules}`}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={count === hues.length}
          onClick={() => setCount((value) => value + 1)}
        >
          Add a swatch
        </Button>
        <Button variant="text" onClick={() => setCount(1)}>
          Reset
        </Button>
      </Stack>
    </Stack>
  );
}
