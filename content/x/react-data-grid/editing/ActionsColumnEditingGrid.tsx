import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SaveIcon from '@mui/icons-material/Save';
import CancelIcon from '@mui/icons-material/Close';
import {
  DataGrid,
  GridActionsCellItem,
  GridColDef,
  GridEventListener,
  GridRowEditStopReasons,
  GridRowId,
  GridRowModes,
  GridRowModesModel,
} from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  owner: string;
  estimate: number;
  isNew?: boolean;
}

const initialRows: Task[] = [
  { id: 1, title: 'Write release notes', owner: 'Priya', estimate: 3 },
  { id: 2, title: 'Fix login redirect', owner: 'Mateo', estimate: 5 },
  { id: 3, title: 'Review pricing page', owner: 'Chloé', estimate: 2 },
  { id: 4, title: 'Upgrade build tooling', owner: 'Ken', estimate: 8 },
];

let nextId = 5;

export default function ActionsColumnEditingGrid() {
  const [rows, setRows] = React.useState<Task[]>(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});

  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    // Leaving the row by clicking elsewhere keeps it in edit mode: only Save and Cancel end it.
    if (params.reason === GridRowEditStopReasons.rowFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  const handleAdd = () => {
    const id = nextId;
    nextId += 1;
    setRows((previous) => [...previous, { id, title: '', owner: '', estimate: 1, isNew: true }]);
    setRowModesModel((previous) => ({
      ...previous,
      [id]: { mode: GridRowModes.Edit, fieldToFocus: 'title' },
    }));
  };

  const setMode = (id: GridRowId, mode: GridRowModesModel[GridRowId]) =>
    setRowModesModel((previous) => ({ ...previous, [id]: mode }));

  const handleCancel = (id: GridRowId) => {
    setMode(id, { mode: GridRowModes.View, ignoreModifications: true });
    // A row added but never saved disappears on cancel.
    setRows((previous) => previous.filter((row) => !(row.id === id && row.isNew)));
  };

  const processRowUpdate = (newRow: Task) => {
    const saved = { ...newRow, isNew: false };
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? saved : row)));
    return saved;
  };

  const columns: GridColDef<Task>[] = [
    { field: 'title', headerName: 'Task', flex: 1, minWidth: 180, editable: true },
    { field: 'owner', headerName: 'Owner', width: 130, editable: true },
    { field: 'estimate', headerName: 'Days', type: 'number', width: 90, editable: true },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 110,
      getActions: ({ id, row }) => {
        if (rowModesModel[id]?.mode === GridRowModes.Edit) {
          return [
            <GridActionsCellItem
              key="save"
              icon={<SaveIcon />}
              label={`Save ${row.title || 'new task'}`}
              onClick={() => setMode(id, { mode: GridRowModes.View })}
              color="primary"
            />,
            <GridActionsCellItem
              key="cancel"
              icon={<CancelIcon />}
              label={`Cancel editing ${row.title || 'new task'}`}
              onClick={() => handleCancel(id)}
            />,
          ];
        }
        return [
          <GridActionsCellItem
            key="edit"
            icon={<EditIcon />}
            label={`Edit ${row.title}`}
            onClick={() => setMode(id, { mode: GridRowModes.Edit })}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label={`Delete ${row.title}`}
            onClick={() => setRows((previous) => previous.filter((item) => item.id !== id))}
          />,
        ];
      },
    },
  ];

  return (
    <Box sx={{ width: '100%' }}>
      <Button startIcon={<AddIcon />} onClick={handleAdd} sx={{ mb: 1 }}>
        Add task
      </Button>
      <Box sx={{ height: 360 }}>
        <DataGrid
          experimentalFeatures={{ ariaV7: true }}
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          onRowEditStop={handleRowEditStop}
          processRowUpdate={processRowUpdate}
          hideFooter
          aria-label="Tasks with edit, save and cancel actions"
        />
      </Box>
    </Box>
  );
}
