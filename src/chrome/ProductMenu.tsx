import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ProductId } from '../docs/routing/productId';
import { CORE_PRODUCTS, X_PRODUCTS, type Product } from '../docs/products';
import { useTranslate } from '../i18n';
import { LocalizedLink } from './LocalizedLink';
import type { MenuPopupProps } from './MenuButton';

function ProductItem({
  product,
  current,
  onClick,
}: {
  product: Product;
  current: boolean;
  onClick: () => void;
}) {
  return (
    <MenuItem component={LocalizedLink} href={product.href} selected={current} onClick={onClick}>
      <Box component="span" sx={{ flexGrow: 1, pr: 3 }}>
        {product.name}
      </Box>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>
        v{product.version}
      </Box>
    </MenuItem>
  );
}

/** The product switcher's menu: the four X products, then the core families. */
export function ProductMenu({
  currentId,
  ...popup
}: MenuPopupProps & { currentId: ProductId | null }) {
  const t = useTranslate();
  const item = (product: Product) => (
    <ProductItem
      key={product.id}
      product={product}
      current={product.id === currentId}
      onClick={popup.onClose}
    />
  );
  return (
    <Menu {...popup}>
      <ListSubheader>{t('appFrame.xProducts')}</ListSubheader>
      {X_PRODUCTS.map(item)}
      <ListSubheader>{t('appFrame.coreProducts')}</ListSubheader>
      {CORE_PRODUCTS.map(item)}
    </Menu>
  );
}
