import * as React from 'react';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import usePagination from '@mui/material/usePagination';

export default function UsePaginationList() {
  // The hook returns the items to render; the markup and styles are yours.
  const { items } = usePagination({ count: 20, defaultPage: 7 });

  return (
    <Box component="nav" aria-label="Search results pages">
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
      >
        {items.map(({ page, type, selected, ...item }, index) => {
          let content: React.ReactNode;
          if (type === 'start-ellipsis' || type === 'end-ellipsis') {
            content = (
              <Box component="span" sx={{ px: 1 }} aria-hidden>
                …
              </Box>
            );
          } else if (type === 'page') {
            content = (
              <Button
                size="small"
                variant={selected ? 'contained' : 'text'}
                aria-label={selected ? `Page ${page}` : `Go to page ${page}`}
                sx={{ minWidth: 36 }}
                {...item}
              >
                {page}
              </Button>
            );
          } else {
            content = (
              <Button size="small" {...item}>
                {type === 'previous' ? 'Previous' : 'Next'}
              </Button>
            );
          }
          return <li key={index}>{content}</li>;
        })}
      </Box>
    </Box>
  );
}
