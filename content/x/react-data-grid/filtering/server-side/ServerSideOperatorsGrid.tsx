import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  GridToolbar,
  getGridNumericOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  stock: number;
}

const NAMES = [
  'Oak shelf',
  'Pine desk',
  'Birch stool',
  'Walnut table',
  'Maple bench',
  'Ash cabinet',
];

const DATABASE: Product[] = Array.from({ length: 120 }, (_, index) => ({
  id: index + 1,
  name: `${NAMES[index % NAMES.length]} #${index + 1}`,
  stock: (index * 37) % 150,
}));

// Offer only what the server supports: "contains" for text, "<" and ">" for numbers.
const columns: GridColDef<Product>[] = [
  {
    field: 'name',
    headerName: 'Product',
    flex: 1,
    minWidth: 180,
    filterOperators: getGridStringOperators().filter((operator) => operator.value === 'contains'),
  },
  {
    field: 'stock',
    headerName: 'In stock',
    type: 'number',
    width: 130,
    filterOperators: getGridNumericOperators().filter(
      (operator) => operator.value === '<' || operator.value === '>',
    ),
  },
];

function queryProducts(filterModel: GridFilterModel): Promise<Product[]> {
  const item = filterModel.items[0];
  const result = DATABASE.filter((product) => {
    if (!item || item.value === undefined || item.value === '') {
      return true;
    }
    if (item.field === 'name') {
      return product.name.toLowerCase().includes(String(item.value).toLowerCase());
    }
    return item.operator === '<'
      ? product.stock < Number(item.value)
      : product.stock > Number(item.value);
  });
  return new Promise((resolve) => {
    setTimeout(() => resolve(result), 300);
  });
}

export default function ServerSideOperatorsGrid() {
  const [rows, setRows] = React.useState<Product[]>([]);
  const [loading, setLoading] = React.useState(true);

  const latestRequest = React.useRef(0);

  // The grid is uncontrolled here: the callback only triggers the query.
  const handleFilterModelChange = React.useCallback((model: GridFilterModel) => {
    latestRequest.current += 1;
    const request = latestRequest.current;
    setLoading(true);
    queryProducts(model).then((result) => {
      // An older answer must not overwrite a newer one.
      if (request === latestRequest.current) {
        setRows(result);
        setLoading(false);
      }
    });
  }, []);

  React.useEffect(() => {
    handleFilterModelChange({ items: [] });
  }, [handleFilterModelChange]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        filterMode="server"
        onFilterModelChange={handleFilterModelChange}
        loading={loading}
        slots={{ toolbar: GridToolbar }}
        aria-label="Products filtered on the server with limited operators"
      />
    </Box>
  );
}
