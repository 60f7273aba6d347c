import * as React from 'react';
import Box from '@mui/material/Box';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import { DataGridPro, GridActionsCellItem, GridColDef, GridRowId } from '@mui/x-data-grid-pro';

interface Thread {
  id: number;
  subject: string;
  replies: number;
}

const allThreads: Thread[] = [
  { id: 1, subject: 'Welcome! Read this before posting', replies: 3 },
  { id: 2, subject: 'Weekly release notes', replies: 41 },
  { id: 3, subject: 'How do I reset my API key?', replies: 7 },
  { id: 4, subject: 'Feature request: dark mode for reports', replies: 18 },
  { id: 5, subject: 'Outage on 12 March: what happened', replies: 26 },
  { id: 6, subject: 'Show us what you built', replies: 55 },
  { id: 7, subject: 'Keyboard shortcuts cheat sheet', replies: 12 },
  { id: 8, subject: 'Migrating from version 2', replies: 9 },
];

export default function PinRowsWithActionsGrid() {
  const [pinnedIds, setPinnedIds] = React.useState<GridRowId[]>([1]);

  const togglePin = React.useCallback((id: GridRowId) => {
    setPinnedIds((prev) =>
      prev.includes(id) ? prev.filter((pinned) => pinned !== id) : [...prev, id],
    );
  }, []);

  // A row is either pinned or in `rows`, never both.
  const { rows, pinnedRows } = React.useMemo(
    () => ({
      rows: allThreads.filter((thread) => !pinnedIds.includes(thread.id)),
      pinnedRows: {
        top: pinnedIds.map((id) => allThreads.find((thread) => thread.id === id)!),
      },
    }),
    [pinnedIds],
  );

  const columns = React.useMemo<GridColDef<Thread>[]>(
    () => [
      {
        field: 'actions',
        type: 'actions',
        width: 60,
        getActions: ({ id }) => {
          const pinned = pinnedIds.includes(id);
          return [
            <GridActionsCellItem
              key="pin"
              icon={pinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
              label={pinned ? 'Unpin thread' : 'Pin thread'}
              onClick={() => togglePin(id)}
            />,
          ];
        },
      },
      { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
      { field: 'replies', headerName: 'Replies', type: 'number', width: 100 },
    ],
    [pinnedIds, togglePin],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        pinnedRows={pinnedRows}
        columns={columns}
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'replies', sort: 'desc' }] } }}
      />
    </Box>
  );
}
