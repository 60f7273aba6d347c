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
      label={<span className="version-text">{current.text}</span>}
      ariaLabel={`${current.text}: ${t('appFrame.versionSwitcher')}`}
      buttonProps={
        {
          variant: 'outlined',
          // The pill stays one line: a long version (`v5.0.0-beta.40-1`) ends in an ellipsis on
          // a phone, whole in the button's name and in the menu.
          sx: {
            minWidth: 0,
            whiteSpace: 'nowrap',
            flexShrink: 0,
            '& .version-text': {
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              maxWidth: { xs: 72, sm: 160 },
            },
            '& .MuiButton-endIcon': { ml: { xs: 0, sm: 1 } },
          },
          'data-testid': 'version-switcher',
        } as object
      }
      preload={loadVersionMenu}
      renderPopup={(popup: MenuPopupProps) => <LazyVersionMenu {...popup} versions={versions} />}
    />
  );
}
