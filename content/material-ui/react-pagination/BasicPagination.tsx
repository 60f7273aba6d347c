import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function BasicPagination() {
  return (
    <Stack spacing={2}>
      <Pagination aria-label="Pages, standard color" count={10} />
      <Pagination aria-label="Pages, primary color" count={10} color="primary" />
      <Pagination aria-label="Pages, secondary color" count={10} color="secondary" />
      <Pagination aria-label="Pages, disabled" count={10} disabled />
    </Stack>
  );
}
