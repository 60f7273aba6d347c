import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef, GridRenderCellParams } from '@mui/x-data-grid-premium';

interface Course {
  id: number;
  title: string;
  track: string;
  learners: number;
  rating: number;
}

const rows: Course[] = [
  { id: 1, title: 'Intro to TypeScript', track: 'Web', learners: 4210, rating: 4.6 },
  { id: 2, title: 'Accessible forms', track: 'Web', learners: 1380, rating: 4.8 },
  { id: 3, title: 'CSS layout in depth', track: 'Web', learners: 2975, rating: 4.1 },
  { id: 4, title: 'SQL for analysts', track: 'Data', learners: 5120, rating: 4.4 },
  { id: 5, title: 'Dashboards that work', track: 'Data', learners: 860, rating: 3.7 },
  { id: 6, title: 'Statistics refresher', track: 'Data', learners: 1645, rating: 4.2 },
  { id: 7, title: 'Incident response', track: 'Operations', learners: 720, rating: 4.5 },
  { id: 8, title: 'Terraform basics', track: 'Operations', learners: 2210, rating: 3.9 },
];

function RatingCell(params: GridRenderCellParams<Course, number>) {
  const { value, aggregation } = params;
  if (value == null) {
    return null;
  }
  // `aggregation` is only set on the cells that show an aggregated value.
  if (aggregation) {
    // A count ("size") is not a rating: print it as a plain number.
    if (!aggregation.hasCellUnit) {
      return <Typography variant="body2">{value} rated</Typography>;
    }
    return (
      <Typography variant="body2" sx={{ fontWeight: 'fontWeightBold' }}>
        {value.toFixed(1)} ({aggregation.aggregationFunctionName})
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Rating value={value} precision={0.1} readOnly size="small" />
      <Typography variant="body2" color="text.secondary">
        {value.toFixed(1)}
      </Typography>
    </Box>
  );
}

const columns: GridColDef<Course>[] = [
  { field: 'title', headerName: 'Course', width: 200 },
  { field: 'track', headerName: 'Track', width: 120 },
  { field: 'learners', headerName: 'Learners', type: 'number', width: 120 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 190,
    align: 'left',
    headerAlign: 'left',
    renderCell: (params) => <RatingCell {...params} />,
  },
];

export default function AggregatedCellRenderGrid() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['track'] },
          aggregation: { model: { learners: 'sum', rating: 'avg' } },
          columns: { columnVisibilityModel: { track: false } },
        }}
        hideFooter
      />
    </Box>
  );
}
