import * as React from 'react';
import Box from '@mui/material/Box';
import DragHandleIcon from '@mui/icons-material/DragHandle';
import {
  DataGridPro,
  GRID_REORDER_COL_DEF,
  GridColDef,
  GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';

interface Step {
  id: string;
  instruction: string;
  minutes: number;
}

const initialSteps: Step[] = [
  { id: 'soak', instruction: 'Soak the chickpeas overnight, then drain', minutes: 5 },
  { id: 'simmer', instruction: 'Simmer them until very soft', minutes: 60 },
  { id: 'blend', instruction: 'Blend with tahini, lemon juice and garlic', minutes: 5 },
  { id: 'loosen', instruction: 'Loosen with ice water, a spoonful at a time', minutes: 3 },
  { id: 'season', instruction: 'Season with salt and cumin', minutes: 1 },
  { id: 'serve', instruction: 'Serve with olive oil and paprika', minutes: 2 },
];

const columns: GridColDef<Step>[] = [
  {
    field: 'step',
    headerName: 'Step',
    width: 70,
    sortable: false,
    // The position among the displayed rows, so it follows every move.
    valueGetter: ({ api, id }) => api.getRowIndexRelativeToVisibleRows(id) + 1,
  },
  { field: 'instruction', headerName: 'Instruction', flex: 1, minWidth: 240, sortable: false },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 90, sortable: false },
  // The handle column, moved to the end and given a visible header.
  { ...GRID_REORDER_COL_DEF, headerName: 'Move', renderHeader: undefined, width: 70 },
];

export default function RecipeStepsHandleGrid() {
  const [steps, setSteps] = React.useState(initialSteps);

  const handleRowOrderChange = ({ oldIndex, targetIndex }: GridRowOrderChangeParams) =>
    setSteps((previous) => {
      const next = [...previous];
      const [moved] = next.splice(oldIndex, 1);
      next.splice(targetIndex, 0, moved);
      return next;
    });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={steps}
        columns={columns}
        rowReordering
        onRowOrderChange={handleRowOrderChange}
        slots={{ rowReorderIcon: DragHandleIcon }}
        hideFooter
        aria-label="Hummus recipe steps"
      />
    </Box>
  );
}
