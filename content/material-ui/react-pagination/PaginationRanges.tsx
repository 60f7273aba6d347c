import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaginationRanges() {
  return (
    <Stack spacing={2}>
      <Typography variant="caption">Defaults: siblingCount=1, boundaryCount=1</Typography>
      <Pagination aria-label="Pages, default ranges" count={40} defaultPage={18} />
      <Typography variant="caption">siblingCount=0: only the current page in the middle</Typography>
      <Pagination aria-label="Pages, no siblings" count={40} defaultPage={18} siblingCount={0} />
      <Typography variant="caption">boundaryCount=2: two pages at each end</Typography>
      <Pagination
        aria-label="Pages, two boundary pages"
        count={40}
        defaultPage={18}
        boundaryCount={2}
      />
      <Typography variant="caption">
        First and last buttons, no previous and next buttons
      </Typography>
      <Pagination
        aria-label="Pages, first and last buttons"
        count={40}
        defaultPage={18}
        showFirstButton
        showLastButton
        hidePrevButton
        hideNextButton
      />
    </Stack>
  );
}
