import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationLooks() {
  return (
    <Stack spacing={2}>
      <Pagination aria-label="Pages, outlined" count={8} variant="outlined" />
      <Pagination aria-label="Pages, rounded" count={8} shape="rounded" />
      <Pagination
        aria-label="Pages, outlined and rounded"
        count={8}
        variant="outlined"
        shape="rounded"
      />
      <Pagination aria-label="Pages, small" count={8} size="small" />
      <Pagination aria-label="Pages, large" count={8} size="large" />
    </Stack>
  );
}
