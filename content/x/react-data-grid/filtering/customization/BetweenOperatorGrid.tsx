import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridColDef,
  GridFilterInputValueProps,
  GridFilterItem,
  GridFilterOperator,
  getGridNumericOperators,
} from '@mui/x-data-grid';

type Range = [number | undefined, number | undefined];

/** Two number inputs that edit a [from, to] range; either end may stay empty. */
function RangeInput(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  const [from, to]: Range = Array.isArray(item.value)
    ? [item.value[0], item.value[1]]
    : [undefined, undefined];

  const update = (index: 0 | 1, text: string) => {
    const next: Range = [from, to];
    next[index] = text === '' ? undefined : Number(text);
    applyValue({ ...item, value: next });
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, height: 48 }}>
      <TextField
        variant="standard"
        type="number"
        label="From"
        value={from ?? ''}
        onChange={(event) => update(0, event.target.value)}
        inputRef={focusElementRef}
        sx={{ width: 80 }}
      />
      <TextField
        variant="standard"
        type="number"
        label="To"
        value={to ?? ''}
        onChange={(event) => update(1, event.target.value)}
        sx={{ width: 80 }}
      />
    </Box>
  );
}

// The grid passes each end through the column's `valueParser` first: an empty end arrives as
// NaN or null, so anything but a finite number counts as "no limit".
const bound = (end: unknown) => (typeof end === 'number' && Number.isFinite(end) ? end : undefined);

/** Keeps the rows whose value lies in the range, ends included. */
function getRangeFilter(item: GridFilterItem) {
  const from = bound(item.value?.[0]);
  const to = bound(item.value?.[1]);
  if (from === undefined && to === undefined) {
    // Nothing typed yet: do not filter.
    return null;
  }
  return (value: number | null) =>
    value != null && (from === undefined || value >= from) && (to === undefined || value <= to);
}

const betweenOperator: GridFilterOperator<Camera, number> = {
  label: 'between',
  value: 'between',
  // Preferred by the grid: receives the value directly.
  getApplyFilterFnV7: getRangeFilter,
  // Still required by the type in v6; the grid uses it only without the V7 function.
  getApplyFilterFn: (item) => {
    const keep = getRangeFilter(item);
    return keep && ((params) => keep(params.value ?? null));
  },
  InputComponent: RangeInput,
  getValueAsString: (value: Range) => `${value?.[0] ?? '…'} to ${value?.[1] ?? '…'}`,
};

interface Camera {
  id: number;
  model: string;
  megapixels: number;
  weight: number;
  price: number;
}

const cameras: Camera[] = [
  { id: 1, model: 'Fujifilm X-T5', megapixels: 40, weight: 557, price: 1699 },
  { id: 2, model: 'Sony A7 IV', megapixels: 33, weight: 658, price: 2498 },
  { id: 3, model: 'Canon EOS R8', megapixels: 24, weight: 461, price: 1499 },
  { id: 4, model: 'Nikon Z f', megapixels: 24, weight: 710, price: 1996 },
  { id: 5, model: 'OM System OM-5', megapixels: 20, weight: 414, price: 1199 },
  { id: 6, model: 'Panasonic S5 II', megapixels: 24, weight: 740, price: 1997 },
  { id: 7, model: 'Ricoh GR IIIx', megapixels: 24, weight: 262, price: 999 },
  { id: 8, model: 'Leica Q3', megapixels: 60, weight: 743, price: 5995 },
];

// The numeric defaults, with "between" first.
const numberOperators = [betweenOperator, ...getGridNumericOperators()];

const columns: GridColDef<Camera>[] = [
  { field: 'model', headerName: 'Camera', flex: 1, minWidth: 160 },
  {
    field: 'megapixels',
    headerName: 'Megapixels',
    type: 'number',
    width: 120,
    filterOperators: numberOperators,
  },
  {
    field: 'weight',
    headerName: 'Weight (g)',
    type: 'number',
    width: 110,
    filterOperators: numberOperators,
  },
  {
    field: 'price',
    headerName: 'Price ($)',
    type: 'number',
    width: 110,
    filterOperators: numberOperators,
  },
];

export default function BetweenOperatorGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={cameras}
        columns={columns}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'price', operator: 'between', value: [1000, 2000] }] },
          },
        }}
        hideFooter
        aria-label="Mirrorless cameras"
      />
    </Box>
  );
}
