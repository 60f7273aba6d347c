import type { Product } from '../products';
import { useTranslate } from '../i18n';
import { LazyProductMenu, loadProductMenu } from './lazyChrome';
import { MenuButton, type MenuPopupProps } from './MenuButton';

/** Switches between the four X products and the core families. */
export function ProductSwitcher({ current }: { current: Product | null }) {
  const t = useTranslate();
  const name = current?.name ?? t('appFrame.products');
  const shortName = current?.shortName ?? name;
  return (
    <MenuButton
      label={
        <>
          <span className="product-name-full">{name}</span>
          <span className="product-name-short" aria-hidden>
            {shortName}
          </span>
        </>
      }
      ariaLabel={`${name}: ${t('appFrame.productSwitcher')}`}
      buttonProps={
        {
          'data-testid': 'product-switcher',
          // One line on a phone: the short name ("Pickers"), cut with an ellipsis if still too long.
          sx: {
            minWidth: 0,
            whiteSpace: 'nowrap',
            '& .product-name-full, & .product-name-short': {
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            },
            '& .product-name-full': { display: { xs: 'none', sm: 'block' } },
            '& .product-name-short': { display: { xs: 'block', sm: 'none' }, maxWidth: 96 },
            '& .MuiButton-endIcon': { ml: { xs: 0, sm: 1 } },
          },
        } as object
      }
      preload={loadProductMenu}
      renderPopup={(popup: MenuPopupProps) => (
        <LazyProductMenu {...popup} currentId={current?.id ?? null} />
      )}
    />
  );
}
