import * as React from 'react';
import Box from '@mui/material/Box';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { DataGrid, GridActionsCellItem, GridColDef, GridRowId } from '@mui/x-data-grid';

interface Flight {
  id: number;
  code: string;
  seats: number;
  departure: Date;
  boarding: Date;
  international: boolean;
  cabin: 'Economy' | 'Business' | 'First';
}

const initialRows: Flight[] = [
  {
    id: 1,
    code: 'LX 318',
    seats: 172,
    departure: new Date(2024, 4, 12),
    boarding: new Date(2024, 4, 12, 6, 40),
    international: true,
    cabin: 'Economy',
  },
  {
    id: 2,
    code: 'AF 7512',
    seats: 96,
    departure: new Date(2024, 4, 12),
    boarding: new Date(2024, 4, 12, 9, 5),
    international: false,
    cabin: 'Business',
  },
  {
    id: 3,
    code: 'QR 96',
    seats: 354,
    departure: new Date(2024, 4, 13),
    boarding: new Date(2024, 4, 13, 21, 15),
    international: true,
    cabin: 'First',
  },
];

export default function ColumnTypesGrid() {
  const [rows, setRows] = React.useState(initialRows);

  const deleteRow = React.useCallback((id: GridRowId) => {
    setRows((prev) => prev.filter((row) => row.id !== id));
  }, []);

  const duplicateRow = React.useCallback((id: GridRowId) => {
    setRows((prev) => {
      const source = prev.find((row) => row.id === id);
      const nextId = Math.max(...prev.map((row) => row.id)) + 1;
      return source ? [...prev, { ...source, id: nextId }] : prev;
    });
  }, []);

  const columns = React.useMemo<GridColDef<Flight>[]>(
    () => [
      { field: 'code', headerName: 'string', width: 110, editable: true },
      { field: 'seats', headerName: 'number', type: 'number', width: 100, editable: true },
      { field: 'departure', headerName: 'date', type: 'date', width: 130, editable: true },
      { field: 'boarding', headerName: 'dateTime', type: 'dateTime', width: 190, editable: true },
      {
        field: 'international',
        headerName: 'boolean',
        type: 'boolean',
        width: 100,
        editable: true,
      },
      {
        field: 'cabin',
        headerName: 'singleSelect',
        type: 'singleSelect',
        valueOptions: ['Economy', 'Business', 'First'],
        width: 130,
        editable: true,
      },
      {
        field: 'actions',
        headerName: 'actions',
        type: 'actions',
        width: 100,
        getActions: (params) => [
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label="Delete"
            onClick={() => deleteRow(params.id)}
          />,
          <GridActionsCellItem
            key="duplicate"
            icon={<ContentCopyIcon />}
            label="Duplicate"
            onClick={() => duplicateRow(params.id)}
            showInMenu
          />,
        ],
      },
    ],
    [deleteRow, duplicateRow],
  );

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
