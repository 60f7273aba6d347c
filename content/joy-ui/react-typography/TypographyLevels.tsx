import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { TypographySystem } from '@mui/joy/styles';

const levels: (keyof TypographySystem)[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'title-lg',
  'title-md',
  'title-sm',
  'body-lg',
  'body-md',
  'body-sm',
  'body-xs',
];

export default function TypographyLevels() {
  return (
    <Stack spacing={1}>
      {levels.map((level) => (
        <Stack key={level} direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
          <Typography level="body-xs" sx={{ width: 64, flexShrink: 0, fontFamily: 'code' }}>
            {level}
          </Typography>
          {/* Every level renders a <p> here, so the demo adds no headings to the page outline. */}
          <Typography level={level} component="p" noWrap>
            Ship the release notes
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
