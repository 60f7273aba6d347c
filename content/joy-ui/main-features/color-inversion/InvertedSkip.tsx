import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Divider from '@mui/joy/Divider';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function InvertedSkip() {
  return (
    <Sheet
      variant="solid"
      color="neutral"
      invertedColors
      sx={{
        p: 3,
        borderRadius: 'lg',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 3,
        bgcolor: 'neutral.700',
      }}
    >
      <Stack spacing={1.5} sx={{ flex: '1 1 220px' }}>
        <Typography level="title-lg">The Friday changelog</Typography>
        <Typography level="body-sm">
          Release notes, migration tips and nothing else. One email a week.
        </Typography>
        <Box component="form" sx={{ display: 'flex', gap: 1 }} onSubmit={(e) => e.preventDefault()}>
          <Input
            type="email"
            placeholder="you@company.com"
            slotProps={{ input: { 'aria-label': 'Email address' } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit">Subscribe</Button>
        </Box>
      </Stack>
      {/* This card opts out: it keeps the regular light or dark colors. */}
      <Card data-skip-inverted-colors variant="outlined" sx={{ flex: '1 1 200px' }}>
        <Typography level="title-sm">Last issue</Typography>
        <Divider />
        <Typography level="body-sm">
          Faster table sorting, a new date range shortcut and two bug fixes.
        </Typography>
        <Button variant="soft" size="sm" sx={{ alignSelf: 'flex-start' }}>
          Read issue 42
        </Button>
      </Card>
    </Sheet>
  );
}
