import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

const stats = [
  { label: 'Stars', value: '12.4k' },
  { label: 'Forks', value: '1.8k' },
  { label: 'Contributors', value: '312' },
];

export default function DividerVertical() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      {stats.map((stat, index) => (
        <Box key={stat.label} sx={{ display: 'contents' }}>
          {index > 0 && <Divider orientation="vertical" />}
          <div>
            <Typography level="title-lg">{stat.value}</Typography>
            <Typography level="body-xs">{stat.label}</Typography>
          </div>
        </Box>
      ))}
    </Box>
  );
}
