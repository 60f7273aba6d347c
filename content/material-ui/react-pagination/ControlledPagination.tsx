import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const cities = [
  'Amsterdam',
  'Bangkok',
  'Bogotá',
  'Cairo',
  'Cape Town',
  'Dublin',
  'Hanoi',
  'Istanbul',
  'Jakarta',
  'Kyoto',
  'Lagos',
  'Lima',
  'Lisbon',
  'Marrakesh',
  'Melbourne',
  'Montreal',
  'Nairobi',
  'Oaxaca',
  'Oslo',
  'Porto',
  'Reykjavík',
  'Seoul',
  'Tbilisi',
  'Valparaíso',
];
const PAGE_SIZE = 5;

export default function ControlledPagination() {
  const [page, setPage] = React.useState(1);
  const pageCount = Math.ceil(cities.length / PAGE_SIZE);
  const visible = cities.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <Stack spacing={1} sx={{ maxWidth: 420 }}>
      <Typography variant="body2" color="text.secondary" role="status">
        Cities {(page - 1) * PAGE_SIZE + 1}–{(page - 1) * PAGE_SIZE + visible.length} of{' '}
        {cities.length}
      </Typography>
      <List dense aria-label="Destinations">
        {visible.map((city) => (
          <ListItem key={city}>
            <ListItemText primary={city} />
          </ListItem>
        ))}
      </List>
      <Pagination
        count={pageCount}
        page={page}
        onChange={(event, value) => setPage(value)}
        color="primary"
        aria-label="Destinations pages"
      />
    </Stack>
  );
}
