import type { Product } from '../products';
import { useTranslate } from '../i18n';
import { LazyProductMenu, loadProductMenu } from './lazyChrome';
import { MenuButton, type MenuPopupProps } from './MenuButton';

/** Switches between the four X products and the core families. */
export function ProductSwitcher({ current }: { current: Product | null }) {
  const t = useTranslate();
  const name = current?.name ?? t('appFrame.products');
  return (
    <MenuButton
      label={name}
      ariaLabel={`${name}: ${t('appFrame.productSwitcher')}`}
      buttonProps={{ 'data-testid': 'product-switcher' } as object}
      preload={loadProductMenu}
      renderPopup={(popup: MenuPopupProps) => (
        <LazyProductMenu {...popup} currentId={current?.id ?? null} />
      )}
    />
  );
}
