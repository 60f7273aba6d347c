import Box from '@mui/system/Box';

const shortcuts = [
  { keys: 'Ctrl + K', action: 'Open search' },
  { keys: 'Ctrl + /', action: 'Show shortcuts' },
  { keys: 'G then I', action: 'Go to inbox' },
];

export default function BoxAsElements() {
  return (
    <Box component="section" aria-labelledby="shortcuts-title" sx={{ maxWidth: 420 }}>
      <Box component="h3" id="shortcuts-title" sx={{ m: 0, mb: 1, fontSize: 18 }}>
        Keyboard shortcuts
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          gap: 1,
          alignItems: 'center',
        }}
      >
        {shortcuts.map((shortcut) => (
          <Box key={shortcut.keys} sx={{ display: 'contents' }}>
            <Box
              component="dt"
              sx={{
                fontFamily: 'monospace',
                px: 1,
                py: 0.25,
                border: '1px solid rgba(128, 128, 128, 0.5)',
                borderRadius: 1,
                justifySelf: 'start',
              }}
            >
              {shortcut.keys}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {shortcut.action}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
