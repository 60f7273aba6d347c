import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const stats = [
  { label: 'Repositories', value: 42 },
  { label: 'Followers', value: '1.2k' },
  { label: 'Following', value: 87 },
];

export default function ProfileHeader() {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' }, fontFamily: 'system-ui, sans-serif' }}
    >
      <Box
        aria-hidden
        sx={{
          width: 64,
          height: 64,
          borderRadius: '50%',
          bgcolor: '#5e35b1',
          color: '#ffffff',
          display: 'grid',
          placeItems: 'center',
          fontSize: 24,
          fontWeight: 700,
          flexShrink: 0,
        }}
      >
        AM
      </Box>
      <Box sx={{ flexGrow: 1 }}>
        <Box component="h3" sx={{ m: 0, fontSize: 18 }}>
          Amara Mensah
        </Box>
        <Box component="p" sx={{ m: 0, fontSize: 14 }}>
          Front-end engineer in Accra
        </Box>
      </Box>
      <Stack component="dl" direction="row" spacing={3} sx={{ m: 0 }}>
        {stats.map((stat) => (
          <div key={stat.label}>
            <Box component="dt" sx={{ fontSize: 12 }}>
              {stat.label}
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 700, fontSize: 18 }}>
              {stat.value}
            </Box>
          </div>
        ))}
      </Stack>
    </Stack>
  );
}
