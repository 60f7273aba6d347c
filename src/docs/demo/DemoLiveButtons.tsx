import { useTranslate } from '../../i18n';
import { DemoToolButton } from './DemoToolButton';
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
      <DemoToolButton
        aria-pressed={editing}
        tooltip={t('demo.liveEditTitle')}
        selected={editing}
        onClick={onToggleEditing}
        {...itemProps[0]}
      >
        {t('demo.liveEdit')}
      </DemoToolButton>
      <DemoToolButton
        tooltip={t('demo.resetTitle')}
        aria-disabled={!edited}
        onClick={edited ? onReset : undefined}
        {...itemProps[1]}
      >
        {t('demo.reset')}
      </DemoToolButton>
    </>
  );
}
