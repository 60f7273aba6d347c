import type { VersionEntry } from '../products';
import { useTranslate } from '../i18n';
import { LazyVersionMenu, loadVersionMenu } from './lazyChrome';
import { MenuButton, type MenuPopupProps } from './MenuButton';

/** The version switcher of the current product. */
export function VersionSwitcher({ versions }: { versions: readonly VersionEntry[] }) {
  const t = useTranslate();
  const current = versions.find((entry) => entry.current);
  if (!current) {
    return null;
  }
  return (
    <MenuButton
      label={current.text}
      ariaLabel={`${current.text}: ${t('appFrame.versionSwitcher')}`}
      buttonProps={
        { variant: 'outlined', sx: { minWidth: 0 }, 'data-testid': 'version-switcher' } as object
      }
      preload={loadVersionMenu}
      renderPopup={(popup: MenuPopupProps) => <LazyVersionMenu {...popup} versions={versions} />}
    />
  );
}
