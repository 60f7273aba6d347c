import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import {
  DataGrid,
  GridColDef,
  GridFilterInputValueProps,
  GridFilterOperator,
  getGridDateOperators,
} from '@mui/x-data-grid';

const DAY = 24 * 60 * 60 * 1000;
const PERIODS = [7, 30, 90, 365];

/** A select of periods; the id ties the label to it for screen readers. */
function PeriodInput(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  const labelId = React.useId();
  return (
    <FormControl variant="standard" sx={{ minWidth: 120 }}>
      <InputLabel id={labelId}>Period</InputLabel>
      <Select
        labelId={labelId}
        value={item.value ?? ''}
        onChange={(event) => applyValue({ ...item, value: Number(event.target.value) })}
        inputRef={focusElementRef}
      >
        {PERIODS.map((days) => (
          <MenuItem key={days} value={days}>
            {days === 365 ? 'year' : `${days} days`}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

const inTheLastOperator: GridFilterOperator<Order, Date> = {
  label: 'in the last',
  value: 'inTheLast',
  getApplyFilterFn: (item) => {
    if (!item.value) {
      return null;
    }
    // Computed once per filter change, not once per row.
    const since = Date.now() - Number(item.value) * DAY;
    return ({ value }) => value instanceof Date && value.getTime() >= since;
  },
  InputComponent: PeriodInput,
  getValueAsString: (value: number) => `${value} days`,
};

interface Order {
  id: string;
  customer: string;
  placed: Date;
  total: number;
}

// Dates relative to today, so that every period always has matches.
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

const orders: Order[] = [
  { id: 'SO-2291', customer: 'Brightline Dental', placed: daysAgo(2), total: 1240 },
  { id: 'SO-2288', customer: 'Orchard Hotels', placed: daysAgo(5), total: 8900 },
  { id: 'SO-2270', customer: 'Kettle & Crumb', placed: daysAgo(12), total: 310 },
  { id: 'SO-2245', customer: 'Northwind Rowing Club', placed: daysAgo(26), total: 2150 },
  { id: 'SO-2213', customer: 'Atelier Moreau', placed: daysAgo(48), total: 4720 },
  { id: 'SO-2180', customer: 'Greenway Schools', placed: daysAgo(83), total: 15800 },
  { id: 'SO-2102', customer: 'Harbor Vets', placed: daysAgo(140), total: 690 },
  { id: 'SO-1987', customer: 'Quill Books', placed: daysAgo(301), total: 3340 },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  {
    field: 'placed',
    headerName: 'Placed',
    type: 'date',
    width: 130,
    filterOperators: [inTheLastOperator, ...getGridDateOperators()],
  },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function LastDaysOperatorGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'placed', operator: 'inTheLast', value: 30 }] },
          },
        }}
        hideFooter
        aria-label="Sales orders"
      />
    </Box>
  );
}
