import Box from '@mui/material/Box';

const regions = [
  { area: 'header', label: 'Header: Acme Analytics' },
  { area: 'nav', label: 'Navigation' },
  { area: 'main', label: 'Main: revenue chart' },
  { area: 'aside', label: 'Aside: alerts' },
  { area: 'footer', label: 'Footer' },
];

export default function DashboardAreas() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', md: '160px 1fr 200px' },
        gridTemplateRows: { md: 'auto 160px auto' },
        gridTemplateAreas: {
          xs: `"header" "main" "aside" "nav" "footer"`,
          md: `"header header header" "nav main aside" "footer footer footer"`,
        },
      }}
    >
      {regions.map((region) => (
        <Box
          key={region.area}
          sx={{
            gridArea: region.area,
            p: 1.5,
            borderRadius: 1,
            typography: 'body2',
            bgcolor: region.area === 'main' ? 'primary.main' : 'action.selected',
            color: region.area === 'main' ? 'primary.contrastText' : 'text.primary',
          }}
        >
          {region.label}
        </Box>
      ))}
    </Box>
  );
}
