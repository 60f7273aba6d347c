import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  DataGridProProps,
  GridColDef,
  GridRowId,
  GridRowSelectionModel,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

interface Task {
  id: number;
  path: string[];
  hours?: number;
}

const rows: Task[] = [
  { id: 1, path: ['Discovery'] },
  { id: 2, path: ['Discovery', 'Stakeholder interviews'], hours: 16 },
  { id: 3, path: ['Discovery', 'Competitor review'], hours: 8 },
  { id: 4, path: ['Design'] },
  { id: 5, path: ['Design', 'Wireframes'], hours: 24 },
  { id: 6, path: ['Design', 'Visual design'] },
  { id: 7, path: ['Design', 'Visual design', 'Style guide'], hours: 12 },
  { id: 8, path: ['Design', 'Visual design', 'Page mockups'], hours: 30 },
  { id: 9, path: ['Build'] },
  { id: 10, path: ['Build', 'Front end'], hours: 80 },
  { id: 11, path: ['Build', 'Content migration'], hours: 20 },
];

const columns: GridColDef<Task>[] = [
  { field: 'hours', headerName: 'Estimate (h)', type: 'number', width: 130 },
];

const getTreeDataPath: DataGridProProps['getTreeDataPath'] = (row) => row.path;

export default function TreeSelectionPropagationGrid() {
  const apiRef = useGridApiRef();
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);

  const handleSelectionChange = (next: GridRowSelectionModel) => {
    const previous = new Set(selection);
    const result = new Set<GridRowId>(next);
    const descendants = (id: GridRowId) => apiRef.current.getRowGroupChildren({ groupId: id });

    next
      .filter((id) => !previous.has(id))
      .forEach((id) => descendants(id).forEach((child) => result.add(child)));

    selection
      .filter((id) => !result.has(id))
      .forEach((id) => {
        // Unchecking a row unchecks what is below it, and the parents above it.
        descendants(id).forEach((child) => result.delete(child));
        let parent = apiRef.current.getRowNode(id)?.parent;
        while (parent != null && apiRef.current.getRowNode(parent)?.depth !== -1) {
          result.delete(parent);
          parent = apiRef.current.getRowNode(parent)?.parent;
        }
      });

    setSelection([...result]);
  };

  const hours = selection.reduce<number>(
    (sum, id) => sum + ((apiRef.current.getRow(id) as Task | null)?.hours ?? 0),
    0,
  );

  return (
    <Stack spacing={1} sx={{ height: 460 }}>
      <Typography variant="body2" color="text.secondary" role="status">
        {selection.length} rows selected, {hours} hours of work
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={{ headerName: 'Task', width: 300 }}
          defaultGroupingExpansionDepth={-1}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={handleSelectionChange}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
