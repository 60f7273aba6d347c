import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import {
  DataGrid,
  GridActionsCellItem,
  GridColDef,
  GridRowHeightParams,
  GridRowId,
} from '@mui/x-data-grid';

interface OrderLine {
  product: string;
  quantity: number;
}

interface Order {
  id: number;
  customer: string;
  city: string;
  total: number;
  lines: OrderLine[];
}

const rows: Order[] = [
  {
    id: 1041,
    customer: 'Amara Okafor',
    city: 'Lagos',
    total: 184,
    lines: [
      { product: 'Ceramic mug', quantity: 4 },
      { product: 'Tea towel', quantity: 2 },
    ],
  },
  {
    id: 1042,
    customer: 'Jonas Lindqvist',
    city: 'Uppsala',
    total: 59,
    lines: [{ product: 'Linen napkins (set of 6)', quantity: 1 }],
  },
  {
    id: 1043,
    customer: 'Mei Tanaka',
    city: 'Osaka',
    total: 312,
    lines: [
      { product: 'Cast iron pan', quantity: 1 },
      { product: 'Wooden spatula', quantity: 2 },
      { product: 'Olive oil 1 l', quantity: 3 },
    ],
  },
  {
    id: 1044,
    customer: 'Lucía Ferreira',
    city: 'Porto',
    total: 97,
    lines: [{ product: 'Cutting board', quantity: 1 }],
  },
];

export default function ExpandableRowsGrid() {
  const [expanded, setExpanded] = React.useState<ReadonlySet<GridRowId>>(() => new Set([1043]));

  const toggle = React.useCallback((id: GridRowId) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) {
        next.delete(id);
      } else {
        next.add(id);
      }
      return next;
    });
  }, []);

  const columns = React.useMemo<GridColDef<Order>[]>(
    () => [
      {
        field: 'toggle',
        type: 'actions',
        headerName: 'Details',
        width: 80,
        getActions: ({ id }) => {
          const isOpen = expanded.has(id);
          return [
            <GridActionsCellItem
              key="toggle"
              icon={isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
              label={isOpen ? `Hide the lines of order ${id}` : `Show the lines of order ${id}`}
              aria-expanded={isOpen}
              onClick={() => toggle(id)}
            />,
          ];
        },
      },
      { field: 'id', headerName: 'Order', width: 90 },
      {
        field: 'customer',
        headerName: 'Customer',
        flex: 1,
        minWidth: 220,
        // The extra content lives in a normal cell; the row grows to fit it.
        renderCell: ({ row }) =>
          expanded.has(row.id) ? (
            <Box sx={{ py: 1 }}>
              <Typography variant="body2" fontWeight={500}>
                {row.customer}, {row.city}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {row.lines.map((line) => (
                  <Typography component="li" variant="body2" key={line.product}>
                    {line.quantity} × {line.product}
                  </Typography>
                ))}
              </Box>
            </Box>
          ) : (
            row.customer
          ),
      },
      { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
    ],
    [expanded, toggle],
  );

  // Expanded rows measure their content; the others keep the default height.
  const getRowHeight = React.useCallback(
    ({ id }: GridRowHeightParams) => (expanded.has(id) ? 'auto' : null),
    [expanded],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowHeight={getRowHeight} hideFooter />
    </Box>
  );
}
