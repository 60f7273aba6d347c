import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPro,
  GridColDef,
  GridHeaderFilterCellProps,
  useGridApiContext,
} from '@mui/x-data-grid-pro';

type State = 'Open' | 'In review' | 'Closed';

/** Three toggle buttons instead of a select: one click filters the column. */
function StateHeaderFilter(props: GridHeaderFilterCellProps) {
  const { item, colDef } = props;
  const apiRef = useGridApiContext();
  const current = item.operator === 'is' && item.value ? String(item.value) : 'all';

  const handleChange = (_event: React.MouseEvent, value: string | null) => {
    if (!value) {
      return;
    }
    const filterItem = { ...item, id: item.id ?? `${colDef.field}-header`, operator: 'is' };
    if (value === 'all') {
      apiRef.current.deleteFilterItem(filterItem);
    } else {
      apiRef.current.upsertFilterItem({ ...filterItem, value });
    }
  };

  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={current}
      onChange={handleChange}
      aria-label={`Filter by ${colDef.headerName}`}
      sx={{ '& .MuiToggleButton-root': { py: 0.25, px: 1, textTransform: 'none' } }}
    >
      <ToggleButton value="all">All</ToggleButton>
      <ToggleButton value="Open">Open</ToggleButton>
      <ToggleButton value="Closed">Closed</ToggleButton>
    </ToggleButtonGroup>
  );
}

interface Issue {
  id: number;
  title: string;
  state: State;
  assignee: string;
  comments: number;
}

const issues: Issue[] = [
  {
    id: 412,
    title: 'Date picker loses focus in dialogs',
    state: 'Open',
    assignee: 'Ren',
    comments: 14,
  },
  {
    id: 409,
    title: 'Export ignores hidden columns setting',
    state: 'Closed',
    assignee: 'Ama',
    comments: 6,
  },
  {
    id: 405,
    title: 'Tooltip flickers on Safari',
    state: 'In review',
    assignee: 'Jules',
    comments: 9,
  },
  { id: 398, title: 'Add Ukrainian translation', state: 'Closed', assignee: 'Olena', comments: 3 },
  {
    id: 391,
    title: 'Scrollbar overlaps last column',
    state: 'Open',
    assignee: 'Ren',
    comments: 21,
  },
  {
    id: 387,
    title: 'Slow first render with 50 columns',
    state: 'In review',
    assignee: 'Ama',
    comments: 12,
  },
  {
    id: 380,
    title: 'Wrong week start in Arabic locale',
    state: 'Open',
    assignee: 'Karim',
    comments: 5,
  },
];

const columns: GridColDef<Issue>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 80 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
  {
    field: 'state',
    headerName: 'State',
    type: 'singleSelect',
    valueOptions: ['Open', 'In review', 'Closed'],
    width: 230,
    renderHeaderFilter: (params) => <StateHeaderFilter {...params} />,
  },
  { field: 'assignee', headerName: 'Assignee', width: 120 },
];

export default function RenderHeaderFilterGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={issues}
        columns={columns}
        unstable_headerFilters
        hideFooter
        aria-label="Issue tracker"
      />
    </Box>
  );
}
