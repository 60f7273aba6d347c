import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

export default function SkeletonText() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      <Box sx={{ width: 280 }} aria-busy="true">
        <Skeleton variant="text" level="h3" width="70%" />
        <Skeleton variant="text" level="body-sm" width="40%" />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="85%" />
      </Box>
      <Box sx={{ width: 280 }}>
        <Typography level="body-md">
          <Skeleton variant="inline">Shipping to Portugal takes</Skeleton> three to five days from
          our warehouse in Madrid.
        </Typography>
      </Box>
    </Box>
  );
}
