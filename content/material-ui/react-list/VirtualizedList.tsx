import * as React from 'react';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { FixedSizeList, type ListChildComponentProps } from 'react-window';

interface Product {
  sku: string;
  name: string;
  stock: number;
}

const adjectives = ['Compact', 'Deluxe', 'Heavy-duty', 'Portable', 'Recycled', 'Wireless'];
const nouns = [
  'desk lamp',
  'notebook',
  'backpack',
  'speaker',
  'kettle',
  'monitor stand',
  'keyboard',
];

// 5,000 catalog entries from fixed rules: only about ten rows are in the DOM at a time.
const products: Product[] = Array.from({ length: 5000 }, (_, index) => ({
  sku: `SKU-${String(index + 1).padStart(5, '0')}`,
  name: `${adjectives[index % adjectives.length]} ${nouns[index % nouns.length]}`,
  stock: (index * 37) % 120,
}));

// The rows render inside a real list, so assistive technology still hears list items.
const ListElement = React.forwardRef<HTMLUListElement, React.HTMLAttributes<HTMLUListElement>>(
  function ListElement(props, ref) {
    return <Box component="ul" ref={ref} {...props} sx={{ m: 0, p: 0 }} />;
  },
);

function ProductRow({ index, style }: ListChildComponentProps) {
  const product = products[index];
  return (
    <ListItem style={style} component="li" disablePadding>
      <ListItemButton>
        <ListItemText
          primary={product.name}
          secondary={`${product.sku} · ${product.stock === 0 ? 'Out of stock' : `${product.stock} in stock`}`}
        />
      </ListItemButton>
    </ListItem>
  );
}

export default function VirtualizedList() {
  return (
    <Box
      sx={{ height: 360, width: '100%', maxWidth: 400, bgcolor: 'background.paper' }}
      role="region"
      aria-label="Catalog, 5,000 products"
    >
      <FixedSizeList
        height={360}
        width="100%"
        itemSize={64}
        itemCount={products.length}
        overscanCount={4}
        innerElementType={ListElement}
      >
        {ProductRow}
      </FixedSizeList>
    </Box>
  );
}
