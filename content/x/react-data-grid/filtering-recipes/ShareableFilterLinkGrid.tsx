import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridColDef,
  GridFilterItem,
  GridFilterModel,
  GridToolbarContainer,
  GridToolbarFilterButton,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  owner: string;
  points: number;
  status: string;
}

const tasks: Task[] = [
  {
    id: 1,
    task: 'Migrate billing emails to the new template',
    owner: 'Ilse',
    points: 3,
    status: 'In progress',
  },
  {
    id: 2,
    task: 'Audit color contrast of the dashboard',
    owner: 'Tomás',
    points: 2,
    status: 'To do',
  },
  { id: 3, task: 'Split the settings page into tabs', owner: 'Ilse', points: 5, status: 'Done' },
  {
    id: 4,
    task: 'Rate-limit the password reset endpoint',
    owner: 'Yara',
    points: 3,
    status: 'In progress',
  },
  { id: 5, task: 'Write the 2.0 migration guide', owner: 'Tomás', points: 8, status: 'To do' },
  { id: 6, task: 'Remove the legacy CSV importer', owner: 'Yara', points: 2, status: 'Done' },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 220 },
  { field: 'owner', headerName: 'Owner', width: 100 },
  { field: 'points', headerName: 'Points', type: 'number', width: 90 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['To do', 'In progress', 'Done'],
    width: 120,
  },
];

const PARAM = 'tasksFilter';
const valuesOf = (operators: { value: string }[]) => operators.map((operator) => operator.value);
// The operators each column offers: an item with any other operator makes the grid throw.
const OPERATORS: Record<string, string[]> = {
  task: valuesOf(getGridStringOperators()),
  owner: valuesOf(getGridStringOperators()),
  points: valuesOf(getGridNumericOperators()),
  status: valuesOf(getGridSingleSelectOperators()),
};

/** The URL is user input: keep only items that name a column and one of its operators. */
function parseFilterParam(search: string): GridFilterModel | null {
  const raw = new URLSearchParams(search).get(PARAM);
  if (!raw) {
    return null;
  }
  try {
    const parsed = JSON.parse(raw) as { items?: unknown };
    const items = Array.isArray(parsed.items)
      ? parsed.items.filter(
          (item): item is GridFilterItem =>
            typeof item?.field === 'string' &&
            typeof item.operator === 'string' &&
            (OPERATORS[item.field] ?? []).includes(item.operator),
        )
      : [];
    return { items };
  } catch {
    return null;
  }
}

function FilterToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

export default function ShareableFilterLinkGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ id: 1, field: 'status', operator: 'not', value: 'Done' }],
  });
  const [pageUrl, setPageUrl] = React.useState('');

  // The server has no window: read the address after mounting.
  React.useEffect(() => {
    const fromUrl = parseFilterParam(window.location.search);
    if (fromUrl) {
      setFilterModel(fromUrl);
    }
    setPageUrl(`${window.location.origin}${window.location.pathname}`);
  }, []);

  const link = pageUrl
    ? `${pageUrl}?${PARAM}=${encodeURIComponent(
        JSON.stringify({
          items: filterModel.items.map(({ field, operator, value }) => ({
            field,
            operator,
            value,
          })),
        }),
      )}#ShareableFilterLinkGrid`
    : '';

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Stack direction="row" spacing={1} alignItems="center">
        <TextField
          size="small"
          label="Link to this view"
          value={link}
          InputProps={{ readOnly: true }}
          sx={{ flex: 1 }}
        />
        <Button
          variant="outlined"
          disabled={!link}
          onClick={() => navigator.clipboard?.writeText(link).catch(() => undefined)}
        >
          Copy
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={tasks}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          slots={{ toolbar: FilterToolbar }}
          hideFooter
          aria-label="Sprint tasks"
        />
      </Box>
    </Box>
  );
}
