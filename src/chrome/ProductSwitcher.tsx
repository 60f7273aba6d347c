import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Box from '@mui/material/Box';
import { CORE_PRODUCTS, X_PRODUCTS, type Product } from '../docs/products';
import { useTranslate } from '../i18n';
import { LocalizedLink } from './LocalizedLink';
import { MenuButton } from './MenuButton';

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

/** Switches between the four X products and the core families. */
export function ProductSwitcher({ current }: { current: Product | null }) {
  const t = useTranslate();
  return (
    <MenuButton
      label={current?.name ?? t('appFrame.products')}
      ariaLabel={`${t('appFrame.productSwitcher')}: ${current?.name ?? t('appFrame.products')}`}
      buttonProps={{ 'data-testid': 'product-switcher' } as object}
    >
      {(close) => [
        <ListSubheader key="x">{t('appFrame.xProducts')}</ListSubheader>,
        ...X_PRODUCTS.map((product) => (
          <ProductItem
            key={product.id}
            product={product}
            current={product.id === current?.id}
            onClick={close}
          />
        )),
        <ListSubheader key="core">{t('appFrame.coreProducts')}</ListSubheader>,
        ...CORE_PRODUCTS.map((product) => (
          <ProductItem
            key={product.id}
            product={product}
            current={product.id === current?.id}
            onClick={close}
          />
        )),
      ]}
    </MenuButton>
  );
}
