import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef, useGridApiRef } from '@mui/x-data-grid-pro';

interface Review {
  id: number;
  product: string;
  reviewer: string;
  rating: number;
  headline: string;
}

const reviews: Review[] = [
  {
    id: 1,
    product: 'Trail runner 2',
    reviewer: 'Noor A.',
    rating: 5,
    headline: 'Light and grippy',
  },
  {
    id: 2,
    product: 'Rain shell',
    reviewer: 'Felix K.',
    rating: 4,
    headline: 'Dry after three hours of rain',
  },
  { id: 3, product: 'Wool beanie', reviewer: 'Ama O.', rating: 5, headline: 'Warm, no itch' },
  {
    id: 4,
    product: 'Hydration vest 12 L',
    reviewer: 'Jonas P.',
    rating: 3,
    headline: 'Bottles bounce',
  },
  {
    id: 5,
    product: 'Trekking poles',
    reviewer: 'Lucía G.',
    rating: 4,
    // One much longer value: an outlier that autosizing ignores unless told otherwise.
    headline:
      'Solid locks, packed small enough for a carry-on, and survived a week in the Dolomites',
  },
  { id: 6, product: 'Headlamp 400', reviewer: 'Tariq H.', rating: 5, headline: 'Bright, simple' },
];

// Stands in for a request: the rows arrive after the grid has mounted.
const fetchReviews = () =>
  new Promise<Review[]>((resolve) => {
    setTimeout(() => resolve(reviews), 800);
  });

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product' },
  { field: 'reviewer', headerName: 'Reviewer' },
  { field: 'rating', headerName: 'Rating', type: 'number' },
  { field: 'headline', headerName: 'Headline' },
];

export default function AutosizeAfterLoadGrid() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<Review[]>([]);
  const [includeOutliers, setIncludeOutliers] = React.useState(false);
  const [expand, setExpand] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    fetchReviews().then((result) => active && setRows(result));
    return () => {
      active = false;
    };
  }, []);

  // autosizeOnMount would run before the rows exist: size the columns once they are rendered.
  React.useEffect(() => {
    if (rows.length > 0) {
      apiRef.current.autosizeColumns({ includeHeaders: true, includeOutliers, expand });
    }
  }, [apiRef, rows, includeOutliers, expand]);

  return (
    <Stack spacing={1} sx={{ height: 400 }}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <FormControlLabel
          control={
            <Switch checked={expand} onChange={(event) => setExpand(event.target.checked)} />
          }
          label="Fill the width (expand)"
        />
        <FormControlLabel
          control={
            <Switch
              checked={includeOutliers}
              onChange={(event) => setIncludeOutliers(event.target.checked)}
            />
          }
          label="Include outliers"
        />
        <Button
          size="small"
          onClick={() => apiRef.current.autosizeColumns({ includeOutliers, expand })}
        >
          Autosize again
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          loading={rows.length === 0}
          autosizeOptions={{ includeOutliers, expand }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
