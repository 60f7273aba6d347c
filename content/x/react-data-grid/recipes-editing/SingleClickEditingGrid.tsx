import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellModes,
  GridCellModesModel,
  GridCellParams,
  GridColDef,
} from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  owner: string;
  hours: number;
}

const rows: Task[] = [
  { id: 1, task: 'Write release notes', owner: 'Nadia', hours: 3 },
  { id: 2, task: 'Review the pricing page', owner: 'Tomás', hours: 2 },
  { id: 3, task: 'Fix the login redirect', owner: 'Priya', hours: 5 },
  { id: 4, task: 'Plan the team offsite', owner: 'Nadia', hours: 4 },
  { id: 5, task: 'Update dependencies', owner: 'Ji-ho', hours: 1 },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 180, editable: true },
  {
    field: 'owner',
    headerName: 'Owner',
    width: 130,
    editable: true,
    type: 'singleSelect',
    valueOptions: ['Nadia', 'Tomás', 'Priya', 'Ji-ho'],
  },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 100, editable: true },
  { field: 'id', headerName: 'Id (read-only)', type: 'number', width: 130 },
];

export default function SingleClickEditingGrid() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const handleCellClick = React.useCallback((params: GridCellParams, event: React.MouseEvent) => {
    if (!params.isEditable || params.cellMode === GridCellModes.Edit) {
      return;
    }
    // Clicks inside a portal (the options of the select) bubble here too: ignore them.
    if (!event.currentTarget.contains(event.target as Node)) {
      return;
    }
    setCellModesModel((prev) => {
      // Every cell that was being edited goes back to view mode (its value is kept),
      // and the clicked cell opens.
      const next: GridCellModesModel = {};
      Object.entries(prev).forEach(([id, fields]) => {
        next[id] = {};
        Object.keys(fields).forEach((field) => {
          next[id][field] = { mode: GridCellModes.View };
        });
      });
      next[params.id] = { ...next[params.id], [params.field]: { mode: GridCellModes.Edit } };
      return next;
    });
  }, []);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
        hideFooter
      />
    </Box>
  );
}
