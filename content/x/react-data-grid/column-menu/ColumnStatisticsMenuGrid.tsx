import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import FunctionsIcon from '@mui/icons-material/Functions';
import {
  DataGrid,
  GridColDef,
  GridColumnMenu,
  GridColumnMenuItemProps,
  GridColumnMenuProps,
  gridFilteredSortedRowIdsSelector,
  useGridApiContext,
} from '@mui/x-data-grid';

interface Run {
  id: number;
  runner: string;
  distanceKm: number;
  minutes: number;
}

const rows: Run[] = [
  { id: 1, runner: 'Ade', distanceKm: 5, minutes: 24 },
  { id: 2, runner: 'Bea', distanceKm: 10, minutes: 52 },
  { id: 3, runner: 'Cem', distanceKm: 7.5, minutes: 41 },
  { id: 4, runner: 'Dana', distanceKm: 21.1, minutes: 118 },
  { id: 5, runner: 'Eli', distanceKm: 3, minutes: 17 },
];

const columns: GridColDef<Run>[] = [
  { field: 'runner', headerName: 'Runner', flex: 1, minWidth: 120 },
  { field: 'distanceKm', headerName: 'Distance (km)', type: 'number', width: 150 },
  { field: 'minutes', headerName: 'Time (min)', type: 'number', width: 140 },
];

const StatisticsContext = React.createContext<(text: string) => void>(() => {});

/** A menu item that summarises the column's values in the rows that pass the filters. */
function StatisticsMenuItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  const report = React.useContext(StatisticsContext);

  const handleClick = (event: React.MouseEvent<HTMLElement>) => {
    const values = gridFilteredSortedRowIdsSelector(apiRef)
      .map((id) => apiRef.current.getCellValue(id, colDef.field))
      .filter((value): value is number => typeof value === 'number');
    const total = values.reduce((sum, value) => sum + value, 0);
    report(
      `${colDef.headerName}: ${values.length} values, min ${Math.min(...values)}, ` +
        `max ${Math.max(...values)}, mean ${(total / values.length).toFixed(1)}`,
    );
    onClick(event); // closes the menu
  };

  return (
    <MenuItem onClick={handleClick}>
      <ListItemIcon>
        <FunctionsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Statistics</ListItemText>
    </MenuItem>
  );
}

function StatisticsColumnMenu(props: GridColumnMenuProps) {
  const isNumber = props.colDef.type === 'number';
  return (
    <GridColumnMenu
      {...props}
      // Extra items are new slot keys; null removes an item; displayOrder sorts them.
      slots={{ columnMenuStatisticsItem: isNumber ? StatisticsMenuItem : null }}
      slotProps={{ columnMenuStatisticsItem: { displayOrder: 15 } }}
    />
  );
}

export default function ColumnStatisticsMenuGrid() {
  const [summary, setSummary] = React.useState(
    'Open the menu of a number column and choose Statistics.',
  );

  return (
    <StatisticsContext.Provider value={setSummary}>
      <Stack spacing={1}>
        <Alert severity="info" role="status">
          {summary}
        </Alert>
        <Box sx={{ height: 340, width: '100%' }}>
          <DataGrid
            rows={rows}
            columns={columns}
            hideFooter
            slots={{ columnMenu: StatisticsColumnMenu }}
          />
        </Box>
      </Stack>
    </StatisticsContext.Provider>
  );
}
