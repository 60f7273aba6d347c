import Box from '@mui/system/Box';

const outline = '1px solid rgba(128, 128, 128, 0.4)';

export default function BoxResponsiveLayout() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '200px 1fr' },
      }}
    >
      <Box
        component="nav"
        aria-label="Settings sections"
        sx={{ p: 2, border: outline, borderRadius: 2 }}
      >
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          <li>Profile</li>
          <li>Notifications</li>
          <li>Billing</li>
        </Box>
      </Box>
      <Box
        component="section"
        aria-label="Profile"
        sx={{ p: { xs: 2, md: 3 }, border: outline, borderRadius: 2 }}
      >
        <Box component="h3" sx={{ m: 0, mb: 1, fontSize: { xs: 18, md: 22 } }}>
          Profile
        </Box>
        <Box component="p" sx={{ m: 0 }}>
          Below 900px the navigation sits above this panel; from 900px it moves to a 200px column on
          the side.
        </Box>
      </Box>
    </Box>
  );
}
