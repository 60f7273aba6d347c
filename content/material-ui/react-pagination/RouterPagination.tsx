import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';

// This page's own path, so a page link opened in a new tab lands on a real page.
const BASE = '/material-ui/react-pagination/';

function ArticlesPage() {
  // The page lives in the URL (?page=3): it survives a reload and can be shared.
  const query = new URLSearchParams(useLocation().search);
  const page = Number.parseInt(query.get('page') ?? '1', 10);

  return (
    <Stack spacing={2}>
      <Typography>Showing articles, page {page} of 12.</Typography>
      <Pagination
        page={page}
        count={12}
        // Each item is a link to its page: no onChange, the router updates the URL.
        renderItem={(item) => (
          <PaginationItem
            component={Link}
            to={`${BASE}${item.page === 1 ? '' : `?page=${item.page}`}`}
            {...item}
          />
        )}
      />
    </Stack>
  );
}

export default function RouterPagination() {
  return (
    <MemoryRouter initialEntries={[`${BASE}?page=3`]}>
      <ArticlesPage />
    </MemoryRouter>
  );
}
