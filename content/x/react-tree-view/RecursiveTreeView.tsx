import * as React from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { TreeView } from '@mui/x-tree-view/TreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

interface Category {
  id: string;
  name: string;
  productCount?: number;
  subcategories?: Category[];
}

// Any depth: the tree is built by one function that calls itself for the subcategories.
const catalog: Category[] = [
  {
    id: 'outdoor',
    name: 'Outdoor',
    subcategories: [
      {
        id: 'camping',
        name: 'Camping',
        subcategories: [
          { id: 'tents', name: 'Tents', productCount: 42 },
          { id: 'sleeping-bags', name: 'Sleeping bags', productCount: 31 },
          {
            id: 'cooking',
            name: 'Camp cooking',
            subcategories: [
              { id: 'stoves', name: 'Stoves', productCount: 12 },
              { id: 'cookware', name: 'Cookware', productCount: 27 },
            ],
          },
        ],
      },
      { id: 'climbing', name: 'Climbing', productCount: 58 },
    ],
  },
  {
    id: 'cycling',
    name: 'Cycling',
    subcategories: [
      { id: 'helmets', name: 'Helmets', productCount: 19 },
      { id: 'bike-lights', name: 'Bike lights', productCount: 24 },
    ],
  },
  { id: 'gift-cards', name: 'Gift cards', productCount: 4 },
];

function countProducts(category: Category): number {
  return (
    (category.productCount ?? 0) +
    (category.subcategories ?? []).reduce((sum, child) => sum + countProducts(child), 0)
  );
}

function renderCategory(category: Category) {
  return (
    <TreeItem
      key={category.id}
      nodeId={category.id}
      label={`${category.name} (${countProducts(category)})`}
    >
      {category.subcategories?.map(renderCategory)}
    </TreeItem>
  );
}

export default function RecursiveTreeView() {
  return (
    <TreeView
      aria-label="Store categories"
      defaultExpanded={['outdoor', 'camping']}
      defaultCollapseIcon={<ExpandMoreIcon />}
      defaultExpandIcon={<ChevronRightIcon />}
      sx={{ maxWidth: 360 }}
    >
      {catalog.map(renderCategory)}
    </TreeView>
  );
}
