import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { useDemoData } from '@mui/x-data-grid-generator';

export default function LargeDatasetGrid() {
  // 10,000 generated commodity trades; virtualization renders only the rows in view.
  const { data, loading } = useDemoData({ dataSet: 'Commodity', rowLength: 10000, maxColumns: 6 });
  // Share the width: every column fits the page, so only the rows scroll.
  const columns = React.useMemo(
    () => data.columns.map((column) => ({ ...column, flex: 1, minWidth: 110 })),
    [data.columns],
  );

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        {...data}
        columns={columns}
        loading={loading}
        experimentalFeatures={{ ariaV7: true }}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          ...data.initialState,
          pagination: { paginationModel: { pageSize: 100 } },
        }}
        pageSizeOptions={[25, 50, 100]}
      />
    </Box>
  );
}
