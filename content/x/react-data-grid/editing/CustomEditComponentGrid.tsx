import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Slider from '@mui/material/Slider';
import {
  DataGrid,
  GridColDef,
  GridRenderCellParams,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';

interface Film {
  id: number;
  title: string;
  rating: number;
  progress: number;
}

const rows: Film[] = [
  { id: 1, title: 'Spirited Away', rating: 5, progress: 100 },
  { id: 2, title: 'Paddington 2', rating: 4, progress: 60 },
  { id: 3, title: 'Portrait of a Lady on Fire', rating: 4, progress: 35 },
  { id: 4, title: 'The Farewell', rating: 3, progress: 0 },
];

function RatingEditCell(props: GridRenderEditCellParams<Film, number>) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  React.useLayoutEffect(() => {
    if (hasFocus) {
      // Move focus into the radio group so arrow keys change the value.
      ref.current?.querySelector<HTMLInputElement>('input:checked, input')?.focus();
    }
  }, [hasFocus]);

  return (
    <Rating
      ref={ref}
      name={`rating-${id}`}
      value={value ?? 0}
      onChange={(_event, newValue) => {
        apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 });
      }}
      sx={{ px: 1 }}
    />
  );
}

function ProgressEditCell(props: GridRenderEditCellParams<Film, number>) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();
  return (
    <Slider
      value={value ?? 0}
      onChange={(_event, newValue) => {
        apiRef.current.setEditCellValue({ id, field, value: newValue as number });
      }}
      step={5}
      aria-label="Watched percentage"
      valueLabelDisplay="auto"
      sx={{ mx: 2 }}
      autoFocus
    />
  );
}

const columns: GridColDef<Film>[] = [
  { field: 'title', headerName: 'Film', flex: 1, minWidth: 180 },
  {
    field: 'rating',
    headerName: 'My rating',
    width: 180,
    editable: true,
    renderCell: (params: GridRenderCellParams<Film, number>) => (
      <Rating value={params.value ?? 0} readOnly aria-label={`${params.value ?? 0} stars`} />
    ),
    renderEditCell: (params) => <RatingEditCell {...params} />,
  },
  {
    field: 'progress',
    headerName: 'Watched',
    width: 200,
    editable: true,
    valueFormatter: ({ value }) => `${value}%`,
    renderEditCell: (params) => <ProgressEditCell {...params} />,
  },
];

export default function CustomEditComponentGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter aria-label="Films with custom editors" />
    </Box>
  );
}
