import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Order {
  id: string;
  customer: string;
  total: number;
}

interface Product {
  id: string;
  name: string;
  stock: number;
}

const orders: Order[] = [
  { id: 'SO-7781', customer: 'Maple & Co.', total: 1240 },
  { id: 'SO-7782', customer: 'Ridgeway Cycles', total: 389.5 },
  { id: 'SO-7783', customer: 'Bluebell Nursery', total: 76.2 },
  { id: 'SO-7784', customer: 'Kestrel Outdoor', total: 2015 },
];

const products: Product[] = [
  { id: 'P-118', name: 'Hand trowel', stock: 84 },
  { id: 'P-224', name: 'Pruning shears', stock: 12 },
  { id: 'P-305', name: 'Watering can, 10 l', stock: 0 },
  { id: 'P-412', name: 'Seed tray, pack of 5', stock: 230 },
];

const orderColumns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 130 },
];

const productColumns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

export default function TabbedGridsLayout() {
  const [tab, setTab] = React.useState(0);

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} aria-label="Shop data">
        <Tab label="Orders" id="shop-tab-orders" aria-controls="shop-panel" />
        <Tab label="Products" id="shop-tab-products" aria-controls="shop-panel" />
      </Tabs>
      {/* Only the active tab's grid is mounted: a grid in a hidden panel would measure 0 px. */}
      <Box
        id="shop-panel"
        role="tabpanel"
        aria-labelledby={tab === 0 ? 'shop-tab-orders' : 'shop-tab-products'}
        sx={{ flex: 1, minHeight: 0, pt: 1 }}
      >
        {tab === 0 ? (
          <DataGrid
            key="orders"
            rows={orders}
            columns={orderColumns}
            hideFooter
            aria-label="Orders"
          />
        ) : (
          <DataGrid
            key="products"
            rows={products}
            columns={productColumns}
            hideFooter
            aria-label="Products"
          />
        )}
      </Box>
    </Box>
  );
}
