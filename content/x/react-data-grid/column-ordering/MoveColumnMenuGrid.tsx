import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import {
  DataGridPro,
  GridColDef,
  GridColumnMenu,
  GridColumnMenuItemProps,
  GridColumnMenuProps,
  gridColumnFieldsSelector,
  useGridApiContext,
} from '@mui/x-data-grid-pro';

interface Match {
  id: number;
  date: string;
  home: string;
  away: string;
  score: string;
  venue: string;
  attendance: number;
}

const rows: Match[] = [
  {
    id: 1,
    date: 'Aug 17',
    home: 'Riverside FC',
    away: 'Harbor United',
    score: '2–1',
    venue: 'Mill Lane',
    attendance: 18240,
  },
  {
    id: 2,
    date: 'Aug 17',
    home: 'Northgate',
    away: 'Eastfield Rovers',
    score: '0–0',
    venue: 'Northgate Park',
    attendance: 9610,
  },
  {
    id: 3,
    date: 'Aug 24',
    home: 'Harbor United',
    away: 'Northgate',
    score: '3–2',
    venue: 'The Docks',
    attendance: 21105,
  },
  {
    id: 4,
    date: 'Aug 24',
    home: 'Eastfield Rovers',
    away: 'Riverside FC',
    score: '1–4',
    venue: 'Eastfield Road',
    attendance: 12880,
  },
];

const columns: GridColDef<Match>[] = [
  { field: 'date', headerName: 'Date', width: 100 },
  { field: 'home', headerName: 'Home', width: 160 },
  { field: 'away', headerName: 'Away', width: 160 },
  { field: 'score', headerName: 'Score', width: 90 },
  { field: 'venue', headerName: 'Venue', width: 150 },
  { field: 'attendance', headerName: 'Attendance', type: 'number', width: 120 },
];

// Moves the column one place toward the start (-1) or the end (+1), from the keyboard too.
function MoveColumnItems({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  // Positions among all columns, as setColumnIndex expects them.
  const fields = gridColumnFieldsSelector(apiRef);
  const index = fields.indexOf(colDef.field);

  const move = (offset: number) => (event: React.MouseEvent) => {
    apiRef.current.setColumnIndex(colDef.field, index + offset);
    onClick(event);
  };

  return (
    <React.Fragment>
      <MenuItem onClick={move(-1)} disabled={index <= 0}>
        <ListItemIcon>
          <ArrowBackIcon
            fontSize="small"
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
          />
        </ListItemIcon>
        <ListItemText>Move toward the start</ListItemText>
      </MenuItem>
      <MenuItem onClick={move(1)} disabled={index >= fields.length - 1}>
        <ListItemIcon>
          <ArrowForwardIcon
            fontSize="small"
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
          />
        </ListItemIcon>
        <ListItemText>Move toward the end</ListItemText>
      </MenuItem>
    </React.Fragment>
  );
}

function MoveColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuMoveItems: MoveColumnItems }}
      // After sorting (10) and pinning (15), before filtering (20).
      slotProps={{ columnMenuMoveItems: { displayOrder: 17 } }}
    />
  );
}

export default function MoveColumnMenuGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        slots={{ columnMenu: MoveColumnMenu }}
        hideFooter
      />
    </Box>
  );
}
