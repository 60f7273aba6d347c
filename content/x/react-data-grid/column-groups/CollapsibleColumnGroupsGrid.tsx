import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataGrid,
  GridColDef,
  GridColumnGroupHeaderParams,
  GridColumnGroupingModel,
  GridColumnVisibilityModel,
} from '@mui/x-data-grid';

interface Athlete {
  id: number;
  name: string;
  swim: string;
  t1: string;
  bike: string;
  t2: string;
  run: string;
  total: string;
}

const rows: Athlete[] = [
  {
    id: 1,
    name: 'Lena Fischer',
    swim: '18:42',
    t1: '1:05',
    bike: '1:02:18',
    t2: '0:48',
    run: '34:10',
    total: '1:57:03',
  },
  {
    id: 2,
    name: 'Kofi Asante',
    swim: '20:15',
    t1: '1:12',
    bike: '59:47',
    t2: '0:51',
    run: '35:02',
    total: '1:57:07',
  },
  {
    id: 3,
    name: 'Marta Nowak',
    swim: '19:03',
    t1: '0:58',
    bike: '1:04:31',
    t2: '0:44',
    run: '33:21',
    total: '1:58:37',
  },
  {
    id: 4,
    name: 'Hiro Yamada',
    swim: '21:37',
    t1: '1:20',
    bike: '1:01:09',
    t2: '0:55',
    run: '36:48',
    total: '2:01:49',
  },
];

// Visibility follows the groups only: no "Hide column" item in the menus.
const columns: GridColDef<Athlete>[] = (
  [
    { field: 'name', headerName: 'Athlete', width: 150 },
    { field: 'swim', headerName: 'Swim', width: 90 },
    { field: 't1', headerName: 'T1', width: 80 },
    { field: 'bike', headerName: 'Bike', width: 100 },
    { field: 't2', headerName: 'T2', width: 80 },
    { field: 'run', headerName: 'Run', width: 90 },
    { field: 'total', headerName: 'Total', width: 100 },
  ] as GridColDef<Athlete>[]
).map((column) => ({ ...column, hideable: false }));

// The columns each group keeps when it is collapsed.
const summaryFields: Record<string, string[]> = { splits: ['swim', 'bike', 'run'] };

export default function CollapsibleColumnGroupsGrid() {
  const [collapsed, setCollapsed] = React.useState<Record<string, boolean>>({ splits: true });

  const columnGroupingModel = React.useMemo<GridColumnGroupingModel>(() => {
    const renderToggle = ({ groupId, headerName }: GridColumnGroupHeaderParams) => {
      const isCollapsed = !!collapsed[groupId!];
      return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 'fontWeightMedium' }}>
            {headerName}
          </Typography>
          <IconButton
            size="small"
            aria-label={
              isCollapsed ? `Show all ${headerName} columns` : `Show fewer ${headerName} columns`
            }
            aria-expanded={!isCollapsed}
            onClick={() => setCollapsed((previous) => ({ ...previous, [groupId!]: !isCollapsed }))}
          >
            {isCollapsed ? (
              <UnfoldMoreIcon fontSize="inherit" />
            ) : (
              <UnfoldLessIcon fontSize="inherit" />
            )}
          </IconButton>
        </Box>
      );
    };
    return [
      {
        groupId: 'splits',
        headerName: 'Splits',
        renderHeaderGroup: renderToggle,
        children: [
          { field: 'swim' },
          { field: 't1' },
          { field: 'bike' },
          { field: 't2' },
          { field: 'run' },
        ],
      },
    ];
  }, [collapsed]);

  // A collapsed group hides its columns except its summary ones.
  const columnVisibilityModel = React.useMemo(() => {
    const model: GridColumnVisibilityModel = {};
    columnGroupingModel.forEach((group) => {
      if (collapsed[group.groupId]) {
        group.children.forEach((child) => {
          if ('field' in child && !summaryFields[group.groupId]?.includes(child.field)) {
            model[child.field] = false;
          }
        });
      }
    });
    return model;
  }, [collapsed, columnGroupingModel]);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        experimentalFeatures={{ columnGrouping: true }}
        columnVisibilityModel={columnVisibilityModel}
        disableColumnSelector
        hideFooter
      />
    </Box>
  );
}
