import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  getGridNumericOperators,
  GridColDef,
  GridColTypeDef,
  GridRenderCellParams,
  GridRenderEditCellParams,
  GridToolbar,
  useGridApiContext,
} from '@mui/x-data-grid';

interface Review {
  id: number;
  place: string;
  stars: number;
}

function RatingEditCell({ id, field, value, hasFocus }: GridRenderEditCellParams<Review, number>) {
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  React.useLayoutEffect(() => {
    if (hasFocus) {
      // Focus the checked star so the arrow keys change the rating at once.
      ref.current?.querySelector<HTMLInputElement>('input:checked, input')?.focus();
    }
  }, [hasFocus]);

  return (
    <Rating
      ref={ref}
      name={`rating-${id}`}
      value={value ?? 0}
      onChange={(_event, newValue) =>
        apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 })
      }
    />
  );
}

/** A star rating column: stars to read, stars to edit, and only the filters that make sense. */
const ratingColumn: GridColTypeDef = {
  type: 'number',
  width: 160,
  align: 'left',
  headerAlign: 'left',
  renderCell: ({ value }: GridRenderCellParams<Review, number>) => (
    <Rating readOnly value={value ?? 0} size="small" aria-label={`${value} stars`} />
  ),
  renderEditCell: (params: GridRenderEditCellParams<Review, number>) => (
    <RatingEditCell {...params} />
  ),
  filterOperators: getGridNumericOperators().filter((operator) =>
    ['=', '>=', '<='].includes(operator.value),
  ),
};

const rows: Review[] = [
  { id: 1, place: 'Harbour Noodle Bar', stars: 4 },
  { id: 2, place: 'The Copper Kettle', stars: 3 },
  { id: 3, place: 'Casa Azul', stars: 5 },
  { id: 4, place: 'Midnight Diner', stars: 2 },
  { id: 5, place: 'Green Table', stars: 4 },
];

const columns: GridColDef<Review>[] = [
  { field: 'place', headerName: 'Restaurant', flex: 1, minWidth: 180 },
  { field: 'stars', headerName: 'Rating', editable: true, ...ratingColumn },
];

export default function RatingColumnGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter slots={{ toolbar: GridToolbar }} />
    </Box>
  );
}
