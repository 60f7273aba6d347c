import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { productsInCategory, type Product, type ProductId } from '../products';
import { useTranslate } from '../i18n';
import { LocalizedLink } from '../shared/LocalizedLink';
import type { MenuPopupProps } from './MenuButton';

/** The product switcher's menu: the four X products, then the core families. */
export function ProductMenu({
  currentId,
  ...popup
}: MenuPopupProps & { currentId: ProductId | null }) {
  const t = useTranslate();
  // Items are MenuItem elements themselves (not wrapped in a component), so
  // MenuList can hand the first one `autoFocus` for keyboard users.
  const item = (product: Product) => (
    <MenuItem
      key={product.id}
      component={LocalizedLink}
      href={product.href}
      selected={product.id === currentId}
      onClick={popup.onClose}
    >
      <Box component="span" sx={{ flexGrow: 1, pr: 3 }}>
        {product.name}
      </Box>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>
        v{product.version}
      </Box>
    </MenuItem>
  );
  return (
    <Menu {...popup}>
      <ListSubheader>{t('appFrame.xProducts')}</ListSubheader>
      {productsInCategory('x').map(item)}
      <ListSubheader>{t('appFrame.coreProducts')}</ListSubheader>
      {productsInCategory('core').map(item)}
    </Menu>
  );
}
