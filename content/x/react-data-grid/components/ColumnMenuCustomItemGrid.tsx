import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import {
  DataGrid,
  GridColDef,
  GridColumnMenu,
  GridColumnMenuItemProps,
  GridColumnMenuProps,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
} from '@mui/x-data-grid';

/** Filters a number column to the rows above its current average. */
function AboveAverageItem(props: GridColumnMenuItemProps) {
  const { colDef, onClick } = props;
  const apiRef = useGridApiContext();
  if (colDef.type !== 'number') {
    return null;
  }
  const handleClick = (event: React.MouseEvent<HTMLElement>) => {
    const values = gridFilteredSortedRowEntriesSelector(apiRef)
      .map((entry) => Number(entry.model[colDef.field]))
      .filter((value) => Number.isFinite(value));
    if (values.length > 0) {
      const average = values.reduce((sum, value) => sum + value, 0) / values.length;
      apiRef.current.upsertFilterItem({
        id: `above-average-${colDef.field}`,
        field: colDef.field,
        operator: '>',
        value: Math.round(average * 100) / 100,
      });
    }
    // Closes the menu.
    onClick(event);
  };
  return (
    <MenuItem onClick={handleClick}>
      <ListItemIcon>
        <TrendingUpIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Above average only</ListItemText>
    </MenuItem>
  );
}

function MenuWithAverageFilter(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuAboveAverageItem: AboveAverageItem }}
      // Default items use 10 (sort), 20 (filter) and 30 (columns): 15 sits between sort and filter.
      slotProps={{ columnMenuAboveAverageItem: { displayOrder: 15 } }}
    />
  );
}

interface Player {
  id: number;
  player: string;
  team: string;
  points: number;
  assists: number;
}

const players: Player[] = [
  { id: 1, player: 'Maya Brooks', team: 'Harbor Hawks', points: 21.4, assists: 6.2 },
  { id: 2, player: 'Lior Ben-David', team: 'Cedar Foxes', points: 17.9, assists: 3.1 },
  { id: 3, player: 'Keanu Makoa', team: 'Harbor Hawks', points: 12.3, assists: 8.7 },
  { id: 4, player: 'Ana Lucía Paz', team: 'Summit Owls', points: 24.8, assists: 4.4 },
  { id: 5, player: 'Dmitri Volkov', team: 'Cedar Foxes', points: 9.6, assists: 2.0 },
  { id: 6, player: 'Grace Mwangi', team: 'Summit Owls', points: 15.2, assists: 5.9 },
  { id: 7, player: 'Sven Aalto', team: 'Harbor Hawks', points: 7.8, assists: 1.6 },
];

const columns: GridColDef<Player>[] = [
  { field: 'player', headerName: 'Player', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 140 },
  { field: 'points', headerName: 'Points per game', type: 'number', width: 150 },
  { field: 'assists', headerName: 'Assists per game', type: 'number', width: 150 },
];

export default function ColumnMenuCustomItemGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={players}
        columns={columns}
        slots={{ columnMenu: MenuWithAverageFilter }}
        hideFooter
        aria-label="Player averages"
      />
    </Box>
  );
}
