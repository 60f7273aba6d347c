import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridSortDirection,
  GridValueGetterParams,
  useGridApiRef,
} from '@mui/x-data-grid';

interface Trip {
  id: number;
  from: string;
  to: string;
  legs: number[];
}

interface PrecomputedTrip extends Trip {
  distance: number;
}

const cities = ['Bergen', 'Lille', 'Verona', 'Leipzig', 'Bilbao', 'Tartu', 'Split', 'Malmö'];

// 10,000 trips of 20 legs each; pagination shows them 100 at a time.
const trips: Trip[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: index + 1,
  from: cities[index % cities.length],
  to: cities[(index * 3 + 1) % cities.length],
  legs: Array.from({ length: 20 }, (__, leg) => 5 + ((index * 31 + leg * 17) % 120)),
}));

const sumLegs = (legs: number[]) => legs.reduce((total, leg) => total + leg, 0);

const calls = { count: 0 };

function baseColumns<R extends Trip>(): GridColDef<R>[] {
  return [
    { field: 'id', headerName: 'Trip', type: 'number', width: 90 },
    { field: 'from', headerName: 'From', width: 110 },
    { field: 'to', headerName: 'To', width: 110 },
  ];
}

const computedColumns: GridColDef<Trip>[] = [
  ...baseColumns<Trip>(),
  {
    field: 'distance',
    headerName: 'Distance (km)',
    type: 'number',
    width: 140,
    // Computed each time the grid asks for the value: sorting, filtering, rendering, export.
    valueGetter: ({ row }: GridValueGetterParams<Trip>) => {
      calls.count += 1;
      return sumLegs(row.legs);
    },
  },
];

// The same column reading a field computed once, when the rows were built.
const precomputedTrips: PrecomputedTrip[] = trips.map((trip) => ({
  ...trip,
  distance: sumLegs(trip.legs),
}));
const precomputedColumns: GridColDef<PrecomputedTrip>[] = [
  ...baseColumns<PrecomputedTrip>(),
  { field: 'distance', headerName: 'Distance (km)', type: 'number', width: 140 },
];

interface Timing {
  ms: number;
  calls: number;
}

function SortTimer({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 260 }}>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      {children}
    </Stack>
  );
}

function useSortTiming() {
  const apiRef = useGridApiRef();
  const [timing, setTiming] = React.useState<Timing | null>(null);
  const direction = React.useRef<GridSortDirection>('desc');
  const sort = () => {
    direction.current = direction.current === 'desc' ? 'asc' : 'desc';
    calls.count = 0;
    const start = performance.now();
    // Sorting runs synchronously inside this call.
    apiRef.current.setSortModel([{ field: 'distance', sort: direction.current }]);
    setTiming({ ms: performance.now() - start, calls: calls.count });
  };
  return { apiRef, timing, sort };
}

export default function ValueGetterCostGrid() {
  const computed = useSortTiming();
  const precomputed = useSortTiming();

  const describe = (timing: Timing | null) =>
    timing
      ? `Sorted 10,000 rows in ${timing.ms.toFixed(1)} ms; valueGetter calls: ${timing.calls}.`
      : 'Not sorted yet.';

  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <SortTimer label="valueGetter">
        <Button variant="outlined" onClick={computed.sort}>
          Sort by distance (valueGetter)
        </Button>
        <Typography variant="body2" role="status" data-testid="getter-timing">
          {describe(computed.timing)}
        </Typography>
        <Box sx={{ height: 300 }}>
          <DataGrid
            apiRef={computed.apiRef}
            rows={trips}
            columns={computedColumns}
            density="compact"
            aria-label="Trips, distance computed by a valueGetter"
          />
        </Box>
      </SortTimer>
      <SortTimer label="Precomputed field">
        <Button variant="outlined" onClick={precomputed.sort}>
          Sort by distance (precomputed)
        </Button>
        <Typography variant="body2" role="status" data-testid="precomputed-timing">
          {describe(precomputed.timing)}
        </Typography>
        <Box sx={{ height: 300 }}>
          <DataGrid
            apiRef={precomputed.apiRef}
            rows={precomputedTrips}
            columns={precomputedColumns}
            density="compact"
            aria-label="Trips, distance stored in the rows"
          />
        </Box>
      </SortTimer>
    </Stack>
  );
}
