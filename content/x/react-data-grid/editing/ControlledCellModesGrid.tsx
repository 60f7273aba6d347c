import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellModes,
  GridCellModesModel,
  GridCellParams,
  GridColDef,
  useGridApiRef,
} from '@mui/x-data-grid';

interface Room {
  id: number;
  room: string;
  floor: number;
  seats: number;
}

const rows: Room[] = [
  { id: 1, room: 'Aurora', floor: 1, seats: 6 },
  { id: 2, room: 'Borealis', floor: 1, seats: 12 },
  { id: 3, room: 'Cirrus', floor: 2, seats: 4 },
  { id: 4, room: 'Nimbus', floor: 3, seats: 20 },
];

const columns: GridColDef<Room>[] = [
  { field: 'room', headerName: 'Room', flex: 1, minWidth: 140, editable: true },
  { field: 'floor', headerName: 'Floor', type: 'number', width: 100, editable: true },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100, editable: true },
];

type CellRef = { id: GridCellParams['id']; field: string };

export default function ControlledCellModesGrid() {
  const [selected, setSelected] = React.useState<CellRef | null>(null);
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});
  const apiRef = useGridApiRef();

  const isEditing =
    selected !== null && cellModesModel[selected.id]?.[selected.field]?.mode === GridCellModes.Edit;

  const setSelectedMode = (mode: GridCellModesModel[string][string]) => {
    if (!selected) {
      return;
    }
    setCellModesModel((previous) => ({
      ...previous,
      [selected.id]: { ...previous[selected.id], [selected.field]: mode },
    }));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
        <Button
          variant="outlined"
          disabled={!selected || isEditing}
          onClick={() => {
            if (selected) {
              // Give the cell focus back, so its editor receives the keyboard.
              apiRef.current.setCellFocus(selected.id, selected.field);
            }
            setSelectedMode({ mode: GridCellModes.Edit });
          }}
        >
          Edit cell
        </Button>
        <Button
          variant="contained"
          disabled={!isEditing}
          // Keeps focus in the cell, so the grid does not commit the edit on focus loss first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setSelectedMode({ mode: GridCellModes.View })}
        >
          Save
        </Button>
        <Button
          disabled={!isEditing}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setSelectedMode({ mode: GridCellModes.View, ignoreModifications: true })}
        >
          Cancel
        </Button>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {selected ? `Selected: ${selected.field} of row ${selected.id}` : 'Click a cell first'}
        </Typography>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellModesModel={cellModesModel}
          onCellModesModelChange={setCellModesModel}
          onCellClick={(params) => {
            if (params.isEditable) {
              setSelected({ id: params.id, field: params.field });
            }
          }}
          hideFooter
          aria-label="Meeting rooms with external edit buttons"
        />
      </Box>
    </Box>
  );
}
