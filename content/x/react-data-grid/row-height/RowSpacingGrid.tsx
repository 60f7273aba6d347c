import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowSpacingParams, gridClasses } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  due: string;
}

const rows: Task[] = [
  { id: 1, title: 'Draft the quarterly report', due: 'Mon' },
  { id: 2, title: 'Review pull requests', due: 'Tue' },
  { id: 3, title: 'Plan the team offsite', due: 'Thu' },
  { id: 4, title: 'Update the roadmap', due: 'Fri' },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1 },
  { field: 'due', headerName: 'Due', width: 90 },
];

export default function RowSpacingGrid() {
  // Space between rows, except above the first and below the last.
  const getRowSpacing = React.useCallback(
    (params: GridRowSpacingParams) => ({
      top: params.isFirstVisible ? 0 : 6,
      bottom: params.isLastVisible ? 0 : 6,
    }),
    [],
  );

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowSpacing={getRowSpacing}
        hideFooter
        sx={{
          [`& .${gridClasses.row}`]: {
            backgroundColor: 'action.hover',
            borderRadius: 1,
          },
        }}
      />
    </Box>
  );
}
