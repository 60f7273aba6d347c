import Box from '@mui/material/Box';

const messages = [
  'Deploy #418 finished in 3 min 12 s',
  'Alice approved pull request #902',
  'Nightly backup completed',
  'Bob commented on issue #77',
  'Certificate for api.example.com renews in 14 days',
  'Deploy #419 started',
  'Carol merged pull request #903',
  'Disk usage on db-2 reached 71%',
];

export default function ScrollingPanel() {
  return (
    <Box
      sx={{
        height: 260,
        maxWidth: 360,
        display: 'flex',
        flexDirection: 'column',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box
        component="h3"
        sx={{
          m: 0,
          px: 2,
          py: 1,
          typography: 'subtitle1',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        Activity
      </Box>
      {/* Fills the remaining height and scrolls: flexGrow 1 and minHeight 0. */}
      <Box
        component="ul"
        tabIndex={0}
        aria-label="Activity feed"
        sx={{ flexGrow: 1, minHeight: 0, overflow: 'auto', listStyle: 'none', m: 0, px: 2, py: 1 }}
      >
        {messages.map((message) => (
          <Box component="li" key={message} sx={{ py: 0.75, typography: 'body2' }}>
            {message}
          </Box>
        ))}
      </Box>
      <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider', typography: 'caption' }}>
        Updated just now
      </Box>
    </Box>
  );
}
