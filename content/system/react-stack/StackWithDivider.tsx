import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const stats = [
  { label: 'Distance', value: '12.4 km' },
  { label: 'Time', value: '1:02:37' },
  { label: 'Elevation', value: '318 m' },
];

export default function StackWithDivider() {
  return (
    <Stack
      direction="row"
      spacing={2}
      divider={
        <Box
          aria-hidden
          sx={{ alignSelf: 'stretch', borderInlineStart: '1px solid rgba(128, 128, 128, 0.5)' }}
        />
      }
    >
      {stats.map((stat) => (
        <div key={stat.label}>
          <Box sx={{ fontSize: 13 }}>{stat.label}</Box>
          <Box sx={{ fontSize: 20, fontWeight: 700 }}>{stat.value}</Box>
        </div>
      ))}
    </Stack>
  );
}
