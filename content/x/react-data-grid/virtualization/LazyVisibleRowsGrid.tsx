import * as React from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import {
  DataGridPro,
  GridColDef,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

interface Parcel {
  id: number;
  tracking: string;
  destination: string;
  /** Fetched for the rows on screen only; `undefined` until then. */
  lastScan?: string;
}

const CITIES = ['Rotterdam', 'Lyon', 'Gdańsk', 'Bilbao', 'Turin', 'Ghent', 'Graz', 'Aarhus'];
const HUBS = [
  'Sorting hub, Venlo',
  'Out for delivery',
  'Customs, Liège',
  'Depot, Kassel',
  'Delivered',
];

const parcels: Parcel[] = Array.from({ length: 5000 }, (_, index) => ({
  id: index + 1,
  tracking: `PX${String(7310000 + index * 37)}`,
  destination: CITIES[index % CITIES.length],
}));

/** Stands in for a request that returns the last scan of each parcel asked for. */
function fetchLastScans(ids: number[]) {
  return new Promise<{ id: number; lastScan: string }[]>((resolve) => {
    window.setTimeout(
      () => resolve(ids.map((id) => ({ id, lastScan: HUBS[(id * 7) % HUBS.length] }))),
      400,
    );
  });
}

const columns: GridColDef<Parcel>[] = [
  { field: 'tracking', headerName: 'Tracking number', width: 160 },
  { field: 'destination', headerName: 'Destination', width: 140 },
  {
    field: 'lastScan',
    headerName: 'Last scan',
    flex: 1,
    minWidth: 180,
    sortable: false,
    renderCell: ({ value }) =>
      value ?? <Skeleton width="70%" role="progressbar" aria-label="Loading the last scan" />,
  },
];

export default function LazyVisibleRowsGrid() {
  const apiRef = useGridApiRef();
  const requested = React.useRef(new Set<number>());
  const mounted = React.useRef(true);

  // Asks for the rows between two display indexes that have not been requested yet.
  const loadRange = React.useCallback(
    async (first: number, last: number) => {
      const ids = gridExpandedSortedRowIdsSelector(apiRef)
        .slice(first, last)
        .map(Number)
        .filter((id) => !requested.current.has(id));
      if (ids.length === 0) {
        return;
      }
      ids.forEach((id) => requested.current.add(id));
      const scans = await fetchLastScans(ids);
      if (!mounted.current) {
        return;
      }
      // Patches only these rows; `rows` keeps the same array.
      apiRef.current.updateRows(scans);
    },
    [apiRef],
  );

  React.useEffect(() => {
    mounted.current = true;
    // The grid rendered its first rows before this effect subscribed: load them now.
    loadRange(0, 30);
    let timer: number | undefined;
    const unsubscribe = apiRef.current.subscribeEvent(
      'renderedRowsIntervalChange',
      ({ firstRowToRender, lastRowToRender }) => {
        // Wait until the scroll settles, then ask for what is missing.
        window.clearTimeout(timer);
        timer = window.setTimeout(() => loadRange(firstRowToRender, lastRowToRender), 150);
      },
    );
    return () => {
      mounted.current = false;
      window.clearTimeout(timer);
      unsubscribe();
    };
  }, [apiRef, loadRange]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={parcels}
        columns={columns}
        aria-label="Parcels in transit"
      />
    </Box>
  );
}
