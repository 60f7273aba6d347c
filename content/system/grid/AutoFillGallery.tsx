import Box from '@mui/material/Box';

const destinations = [
  { city: 'Lisbon', country: 'Portugal', price: '$420' },
  { city: 'Kyoto', country: 'Japan', price: '$1,150' },
  { city: 'Oaxaca', country: 'Mexico', price: '$380' },
  { city: 'Tbilisi', country: 'Georgia', price: '$510' },
  { city: 'Cape Town', country: 'South Africa', price: '$980' },
  { city: 'Hanoi', country: 'Vietnam', price: '$870' },
];

export default function AutoFillGallery() {
  return (
    <Box
      component="ul"
      aria-label="Flight deals"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        gap: 2,
      }}
    >
      {destinations.map((destination) => (
        <Box
          component="li"
          key={destination.city}
          sx={{
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
          }}
        >
          <Box sx={{ fontWeight: 'bold' }}>{destination.city}</Box>
          <Box sx={{ typography: 'body2', color: 'text.secondary' }}>{destination.country}</Box>
          <Box sx={{ mt: 1, color: 'primary.main', fontWeight: 'medium' }}>
            from {destination.price}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
