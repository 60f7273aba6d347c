import * as React from 'react';
import Box from '@mui/material/Box';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  DataGridPro,
  GridActionsCellItem,
  GridColDef,
  GridRowId,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

interface Step {
  id: number;
  step: string;
}

const rows: Step[] = [
  { id: 1, step: 'Preheat the oven to 200 °C' },
  { id: 2, step: 'Chop the vegetables' },
  { id: 3, step: 'Toss them in oil and salt' },
  { id: 4, step: 'Roast for 35 minutes' },
  { id: 5, step: 'Serve with yoghurt' },
];

export default function KeyboardRowOrderGrid() {
  const apiRef = useGridApiRef();

  // The same API the drag handle uses, reachable with the keyboard through the action buttons.
  const move = React.useCallback(
    (id: GridRowId, offset: number) => {
      const index = apiRef.current.getRowIndexRelativeToVisibleRows(id);
      const target = index + offset;
      if (target >= 0 && target < apiRef.current.getRowsCount()) {
        apiRef.current.setRowIndex(id, target);
      }
    },
    [apiRef],
  );

  const columns = React.useMemo<GridColDef<Step>[]>(
    () => [
      { field: 'step', headerName: 'Step', flex: 1, sortable: false },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Move',
        width: 110,
        getActions: ({ id }) => [
          <GridActionsCellItem
            key="up"
            icon={<ArrowUpwardIcon />}
            label="Move up"
            onClick={() => move(id, -1)}
          />,
          <GridActionsCellItem
            key="down"
            icon={<ArrowDownwardIcon />}
            label="Move down"
            onClick={() => move(id, 1)}
          />,
        ],
      },
    ],
    [move],
  );

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro apiRef={apiRef} rows={rows} columns={columns} rowReordering hideFooter />
    </Box>
  );
}
