import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { useTheme } from '@mui/joy/styles';

const LEVELS = [
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
] as const;

// The token a level's CSS variable points at: var(--joy-fontSize-xl4, 2.25rem) → xl4
function token(value: unknown) {
  const match = /--joy-[a-zA-Z]+-([a-z0-9]+)/.exec(String(value));
  return match ? match[1] : '—';
}

export default function TypographyScale() {
  const theme = useTheme();
  return (
    <Box
      role="list"
      aria-label="Typography levels of the default theme"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      {LEVELS.map((level) => {
        const style = theme.typography[level];
        return (
          <Box
            role="listitem"
            key={level}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' },
              alignItems: 'baseline',
              gap: { xs: 0, sm: 2 },
            }}
          >
            <Typography level="body-xs" sx={{ fontFamily: 'code' }}>
              {level} · {token(style.fontSize)} · {token(style.fontWeight)}
            </Typography>
            {/* `component="p"` keeps the page's heading outline: the level only sets the look. */}
            <Typography level={level} component="p" noWrap>
              Quarterly report is ready
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
