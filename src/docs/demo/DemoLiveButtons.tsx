import Button from '@mui/material/Button';
import { useTranslate } from '../../i18n';
import type { RovingItemProps } from './rovingItemProps';

interface DemoLiveButtonsProps {
  editing: boolean;
  edited: boolean;
  onToggleEditing: () => void;
  onReset: () => void;
  /** Roving-focus props of the two buttons, in order. */
  itemProps: [RovingItemProps, RovingItemProps];
}

/**
 * "Live edit" (a toggle that turns the code view into an editor) and "Reset"
 * (enabled once the code differs from the original). Reset stays focusable when
 * disabled (`aria-disabled`), as toolbar items should, so arrow keys never skip it.
 */
export function DemoLiveButtons({
  editing,
  edited,
  onToggleEditing,
  onReset,
  itemProps,
}: DemoLiveButtonsProps) {
  const t = useTranslate();
  return (
    <>
      <Button
        size="small"
        aria-pressed={editing}
        title={t('demo.liveEditTitle')}
        variant={editing ? 'outlined' : 'text'}
        onClick={onToggleEditing}
        {...itemProps[0]}
      >
        {t('demo.liveEdit')}
      </Button>
      <Button
        size="small"
        title={t('demo.resetTitle')}
        aria-disabled={!edited}
        onClick={edited ? onReset : undefined}
        disableRipple={!edited}
        sx={edited ? undefined : { color: 'text.secondary', cursor: 'default' }}
        {...itemProps[1]}
      >
        {t('demo.reset')}
      </Button>
    </>
  );
}
