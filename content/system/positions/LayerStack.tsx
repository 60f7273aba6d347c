import Box from '@mui/material/Box';

const layers = [
  { key: 'appBar', label: 'App bar layer' },
  { key: 'drawer', label: 'Drawer layer' },
  { key: 'modal', label: 'Modal layer' },
  { key: 'tooltip', label: 'Tooltip layer' },
];

export default function LayerStack() {
  return (
    // isolation: 'isolate' keeps these z-index values inside this box, away from the page's own layers.
    <Box sx={{ position: 'relative', height: 200, isolation: 'isolate' }}>
      {/* Written in reverse: without zIndex, later siblings would paint on top. */}
      {[...layers].reverse().map((layer, index) => {
        const step = layers.length - 1 - index;
        return (
          <Box
            key={layer.key}
            sx={{
              position: 'absolute',
              top: step * 36,
              left: step * 48,
              zIndex: layer.key,
              width: 220,
              p: 1.5,
              borderRadius: 1,
              boxShadow: 3,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              typography: 'body2',
            }}
          >
            <strong>{layer.label}</strong>
            <Box component="code" sx={{ display: 'block' }}>
              zIndex: &apos;{layer.key}&apos;
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
