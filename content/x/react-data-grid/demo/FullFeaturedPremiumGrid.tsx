import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { blueGrey, deepPurple, green, indigo, pink, teal } from '@mui/material/colors';
import {
  DataGridPremium,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  GridColDef,
  GridColumnGroupingModel,
  GridRenderCellParams,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  GridToolbarExport,
  GridToolbarFilterButton,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid-premium';

type Status = 'Active' | 'Onboarding' | 'On leave';

interface SalesRep {
  id: number;
  name: string;
  role: string;
  status: Status;
  region: string;
  country: string;
  rating: number;
  quota: number;
  deals: number;
  revenue: number;
  startDate: Date;
  remote: boolean;
}

const COUNTRIES: Record<string, { name: string; region: string }> = {
  US: { name: 'United States', region: 'Americas' },
  CA: { name: 'Canada', region: 'Americas' },
  BR: { name: 'Brazil', region: 'Americas' },
  MX: { name: 'Mexico', region: 'Americas' },
  DE: { name: 'Germany', region: 'Europe' },
  FR: { name: 'France', region: 'Europe' },
  GB: { name: 'United Kingdom', region: 'Europe' },
  SE: { name: 'Sweden', region: 'Europe' },
  NG: { name: 'Nigeria', region: 'Africa & Middle East' },
  AE: { name: 'United Arab Emirates', region: 'Africa & Middle East' },
  JP: { name: 'Japan', region: 'Asia Pacific' },
  IN: { name: 'India', region: 'Asia Pacific' },
  AU: { name: 'Australia', region: 'Asia Pacific' },
  SG: { name: 'Singapore', region: 'Asia Pacific' },
};
const COUNTRY_CODES = Object.keys(COUNTRIES);
const FIRST_NAMES = [
  'Amara',
  'Lucas',
  'Yuki',
  'Priya',
  'Mateo',
  'Chloé',
  'Omar',
  'Sofia',
  'Kwame',
  'Lena',
  'Arjun',
  'Mei',
  'Jonas',
  'Isabel',
  'Tariq',
  'Hannah',
];
const LAST_NAMES = [
  'Okafor',
  'Schmidt',
  'Tanaka',
  'Sharma',
  'García',
  'Dubois',
  'Haddad',
  'Rossi',
  'Mensah',
  'Larsson',
  'Iyer',
  'Chen',
  'Becker',
  'Silva',
  'Nasser',
  'Walsh',
];
const ROLES = [
  'Account executive',
  'Sales development rep',
  'Key account manager',
  'Sales engineer',
];
const STATUSES: Status[] = ['Active', 'Active', 'Active', 'Onboarding', 'On leave'];
const AVATAR_COLORS = [
  indigo[700],
  teal[800],
  deepPurple[600],
  pink[800],
  green[800],
  blueGrey[700],
];
const ROW_COUNTS = [1000, 10000, 100000];

/** A small seeded generator, so that every visit shows the same team. */
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function generateReps(count: number): SalesRep[] {
  const random = createRandom(2024);
  const pick = <T,>(list: T[]) => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, (_, index) => {
    const country = pick(COUNTRY_CODES);
    const deals = 4 + Math.floor(random() * 40);
    return {
      id: index + 1,
      name: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
      role: pick(ROLES),
      status: pick(STATUSES),
      region: COUNTRIES[country].region,
      country,
      rating: 1 + Math.round(random() * 8) / 2,
      quota: Math.round((0.35 + random() * 0.9) * 100) / 100,
      deals,
      revenue: deals * (8000 + Math.round(random() * 60) * 1000),
      startDate: new Date(2015 + Math.floor(random() * 10), Math.floor(random() * 12), 1),
      remote: random() > 0.6,
    };
  });
}

/** Regional indicator letters: "SE" becomes the Swedish flag where the font has it. */
const flagEmoji = (code: string) =>
  String.fromCodePoint(...[...code].map((letter) => 0x1f1a5 + letter.charCodeAt(0)));

/** An edited country moves the rep to the region of that country. */
const processRowUpdate = (newRow: SalesRep) => ({
  ...newRow,
  region: COUNTRIES[newRow.country].region,
});

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const STATUS_COLORS = { Active: 'success', Onboarding: 'primary', 'On leave': 'default' } as const;

const columns: GridColDef<SalesRep>[] = [
  {
    field: 'name',
    headerName: 'Sales rep',
    width: 200,
    editable: true,
    renderCell: ({ value, rowNode }) => {
      if (rowNode.type !== 'leaf' || !value) {
        return null;
      }
      const initials = value
        .split(' ')
        .map((part: string) => part[0])
        .join('');
      return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Avatar
            sx={{
              width: 28,
              height: 28,
              fontSize: 13,
              color: '#fff',
              bgcolor: AVATAR_COLORS[value.length % AVATAR_COLORS.length],
            }}
          >
            {initials}
          </Avatar>
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {value}
          </Box>
        </Box>
      );
    },
  },
  {
    field: 'role',
    headerName: 'Role',
    type: 'singleSelect',
    valueOptions: ROLES,
    width: 180,
    editable: true,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Active', 'Onboarding', 'On leave'],
    width: 120,
    editable: true,
    renderCell: ({ value, rowNode }) =>
      rowNode.type === 'leaf' && value ? (
        <Chip size="small" label={value} color={STATUS_COLORS[value as Status]} />
      ) : null,
  },
  { field: 'region', headerName: 'Region', width: 170 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    valueOptions: COUNTRY_CODES.map((code) => ({ value: code, label: COUNTRIES[code].name })),
    width: 190,
    editable: true,
    renderCell: ({ value, rowNode }) =>
      rowNode.type === 'leaf' && value ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Box component="span" aria-hidden sx={{ fontSize: 18, lineHeight: 1 }}>
            {flagEmoji(value)}
          </Box>
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {COUNTRIES[value].name}
          </Box>
        </Box>
      ) : null,
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 150,
    editable: true,
    renderCell: (params: GridRenderCellParams<SalesRep, number>) => {
      if (params.value == null) {
        return null;
      }
      if (params.aggregation) {
        return `${params.value.toFixed(1)} / 5`;
      }
      return <Rating readOnly size="small" precision={0.5} value={params.value} />;
    },
  },
  {
    field: 'quota',
    headerName: 'Quota attained',
    type: 'number',
    width: 170,
    editable: true,
    valueFormatter: ({ value }) => (value == null ? '' : `${Math.round(value * 100)}%`),
    renderCell: (params: GridRenderCellParams<SalesRep, number>) => {
      if (params.value == null) {
        return null;
      }
      const percent = Math.round(params.value * 100);
      let color: 'success' | 'primary' | 'warning' = 'warning';
      if (percent >= 100) {
        color = 'success';
      } else if (percent >= 70) {
        color = 'primary';
      }
      return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
          <LinearProgress
            aria-hidden
            variant="determinate"
            color={color}
            value={Math.min(percent, 100)}
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
          />
          <Box component="span" sx={{ minWidth: 40, textAlign: 'end' }}>
            {percent}%
          </Box>
        </Box>
      );
    },
  },
  { field: 'deals', headerName: 'Deals won', type: 'number', width: 110, editable: true },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 150,
    editable: true,
    valueFormatter: ({ value }) => (value == null ? '' : currency.format(value)),
  },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130, editable: true },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100, editable: true },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'Representative',
    children: [{ field: 'name' }, { field: 'role' }, { field: 'status' }],
  },
  { groupId: 'Location', children: [{ field: 'region' }, { field: 'country' }] },
  {
    groupId: 'Performance',
    children: [{ field: 'rating' }, { field: 'quota' }, { field: 'deals' }, { field: 'revenue' }],
  },
];

function SalesToolbar() {
  return (
    <GridToolbarContainer sx={{ flexWrap: { xs: 'wrap', md: 'nowrap' }, gap: 1, px: 1, py: 0.5 }}>
      <GridToolbarColumnsButton />
      <GridToolbarFilterButton />
      <GridToolbarDensitySelector />
      <GridToolbarExport excelOptions={{ fileName: 'sales-team' }} />
      <Box sx={{ flexGrow: 1 }} />
      <GridToolbarQuickFilter debounceMs={300} sx={{ minWidth: 200 }} />
    </GridToolbarContainer>
  );
}

export default function FullFeaturedPremiumGrid() {
  const [rowCount, setRowCount] = React.useState(1000);
  const rows = React.useMemo(() => generateReps(rowCount), [rowCount]);

  return (
    <Box sx={{ height: 680, width: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Sales reps"
          value={rowCount}
          onChange={(event) => setRowCount(Number(event.target.value))}
          sx={{ minWidth: 150 }}
        >
          {ROW_COUNTS.map((count) => (
            <MenuItem key={count} value={count}>
              {count.toLocaleString('en-US')}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary">
          Grouped by region, totals in the footer. Double-click a cell to edit it.
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          aria-label="Sales team performance"
          checkboxSelection
          disableRowSelectionOnClick
          experimentalFeatures={{ columnGrouping: true }}
          columnGroupingModel={columnGroupingModel}
          defaultGroupingExpansionDepth={-1}
          groupingColDef={{ headerName: 'Region', width: 210 }}
          processRowUpdate={processRowUpdate}
          slots={{ toolbar: SalesToolbar }}
          initialState={{
            rowGrouping: { model: ['region'] },
            aggregation: {
              model: { rating: 'avg', quota: 'avg', deals: 'sum', revenue: 'sum' },
            },
            columns: { columnVisibilityModel: { region: false, remote: false } },
            pinnedColumns: {
              left: [
                GRID_CHECKBOX_SELECTION_COL_DEF.field,
                GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
              ],
            },
            sorting: { sortModel: [{ field: 'revenue', sort: 'desc' }] },
          }}
        />
      </Box>
    </Box>
  );
}
