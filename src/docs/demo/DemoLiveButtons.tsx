import EditRoundedIcon from '@mui/icons-material/EditRounded';
import RestartAltRoundedIcon from '@mui/icons-material/RestartAltRounded';
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
        label={t('demo.liveEdit')}
        icon={<EditRoundedIcon />}
        aria-pressed={editing}
        selected={editing}
        onClick={onToggleEditing}
        {...itemProps[0]}
      />
      <DemoToolButton
        label={t('demo.reset')}
        icon={<RestartAltRoundedIcon />}
        aria-disabled={!edited}
        onClick={edited ? onReset : undefined}
        {...itemProps[1]}
      />
    </>
  );
}
