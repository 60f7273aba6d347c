import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

const animations = [
  { label: 'pulse (default)', value: 'pulse' as const },
  { label: 'wave', value: 'wave' as const },
  { label: 'none', value: false as const },
];

export default function SkeletonShapes() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {animations.map((animation) => (
        <Box key={animation.label} sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Skeleton variant="circular" width={48} height={48} animation={animation.value} />
          <Skeleton
            variant="rectangular"
            width={160}
            height={48}
            animation={animation.value}
            sx={{ borderRadius: 'sm' }}
          />
          <Typography level="body-sm">animation: {animation.label}</Typography>
        </Box>
      ))}
    </Box>
  );
}
