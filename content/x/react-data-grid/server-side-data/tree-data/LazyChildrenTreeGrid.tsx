import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  DataGridProProps,
  GridColDef,
  GridEventListener,
  GridRowModel,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

interface Place {
  id: string;
  path: string[];
  kind: string;
  population?: number;
  /** True when the server has children for this place that are not loaded yet. */
  hasChildren: boolean;
  /** Marks the stand-in child that gives an unloaded parent its toggle. */
  placeholder?: boolean;
}

// --- A simulated server: children of a place, answered after a delay. ---
const world: Record<string, { name: string; kind: string; population: number }[]> = {
  '': [
    { name: 'Portugal', kind: 'Country', population: 10_400_000 },
    { name: 'Norway', kind: 'Country', population: 5_500_000 },
  ],
  Portugal: [
    { name: 'Norte', kind: 'Region', population: 3_600_000 },
    { name: 'Algarve', kind: 'Region', population: 470_000 },
  ],
  'Portugal/Norte': [
    { name: 'Porto', kind: 'City', population: 232_000 },
    { name: 'Braga', kind: 'City', population: 193_000 },
  ],
  'Portugal/Algarve': [{ name: 'Faro', kind: 'City', population: 67_000 }],
  Norway: [
    { name: 'Vestland', kind: 'County', population: 640_000 },
    { name: 'Troms', kind: 'County', population: 169_000 },
  ],
  'Norway/Vestland': [{ name: 'Bergen', kind: 'City', population: 286_000 }],
  'Norway/Troms': [{ name: 'Tromsø', kind: 'City', population: 77_000 }],
};

async function fetchChildren(parentPath: string[]) {
  await new Promise((resolve) => setTimeout(resolve, 700));
  const key = parentPath.join('/');
  return (world[key] ?? []).map((place) => {
    const path = [...parentPath, place.name];
    return { ...place, path, hasChildren: path.join('/') in world };
  });
}
// --- End of the simulated server. ---

/** A loaded place, plus a placeholder child when its own children are still on the server. */
function toRows(places: Awaited<ReturnType<typeof fetchChildren>>): Place[] {
  return places.flatMap(({ path, kind, population, hasChildren }) => {
    const id = path.join('/');
    const row: Place = { id, path, kind, population, hasChildren };
    return hasChildren
      ? [
          row,
          {
            id: `${id}/…`,
            path: [...path, 'Loading…'],
            kind: '',
            hasChildren: false,
            placeholder: true,
          },
        ]
      : [row];
  });
}

const columns: GridColDef<Place>[] = [
  { field: 'kind', headerName: 'Kind', width: 110 },
  { field: 'population', headerName: 'Population', type: 'number', width: 140 },
];

const getTreeDataPath: DataGridProProps<Place>['getTreeDataPath'] = (row) => row.path;
const groupingColDef: DataGridProProps['groupingColDef'] = { headerName: 'Place', width: 240 };

export default function LazyChildrenTreeGrid() {
  const apiRef = useGridApiRef();
  const [initialRows, setInitialRows] = React.useState<Place[]>([]);
  const [loading, setLoading] = React.useState(true);
  // Parents whose children were requested, so that each is fetched once.
  const requested = React.useRef(new Set<string>());

  React.useEffect(() => {
    fetchChildren([]).then((places) => {
      setInitialRows(toRows(places));
      setLoading(false);
    });
  }, []);

  const handleExpansion = React.useCallback<GridEventListener<'rowExpansionChange'>>(
    async (node) => {
      const id = String(node.id);
      const row = apiRef.current.getRow(id) as Place | null;
      if (!node.childrenExpanded || !row?.hasChildren || requested.current.has(id)) {
        return;
      }
      requested.current.add(id);
      const children = await fetchChildren(row.path);
      const changes: GridRowModel[] = [...toRows(children), { id: `${id}/…`, _action: 'delete' }];
      apiRef.current.updateRows(changes);
    },
    [apiRef],
  );
  // Subscribe once the grid has filled `apiRef` (the grid's effects run before this one).
  React.useEffect(
    () => apiRef.current.subscribeEvent('rowExpansionChange', handleExpansion),
    [apiRef, handleExpansion],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        treeData
        rows={initialRows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        loading={loading}
        // The placeholder is not a real row: it cannot be selected.
        isRowSelectable={({ row }) => !row.placeholder}
        hideFooter
      />
    </Box>
  );
}
