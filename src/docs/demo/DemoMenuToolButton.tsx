import { useId, useState, type ReactNode } from 'react';
import { useOpenedOnce } from '../../shared/useOpenedOnce';
import { DemoToolButton, type DemoToolButtonProps } from './DemoToolButton';
import type { RovingItemProps } from './rovingItemProps';

/** What a toolbar menu receives from its button. */
export interface DemoMenuPopupProps {
  id: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
}

interface DemoMenuToolButtonProps extends Omit<
  DemoToolButtonProps,
  'onClick' | 'onFocus' | 'onPointerEnter'
> {
  itemProps: RovingItemProps;
  /** Renders the menu (a lazily loaded one), from the first open on. */
  renderMenu: (popup: DemoMenuPopupProps) => ReactNode;
  /** Starts loading what the menu needs before it opens (on hover or focus of the button). */
  preload: () => void;
}

/**
 * A toolbar control that opens a menu below it. Escape or a choice closes the menu and gives
 * the focus back to the button; the menu's code loads on first approach, never with the page.
 */
export function DemoMenuToolButton({
  itemProps,
  renderMenu,
  preload,
  ...buttonProps
}: DemoMenuToolButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const used = useOpenedOnce(anchor !== null);
  const id = useId();
  const { onFocus, ...roving } = itemProps;
  return (
    <>
      <DemoToolButton
        {...buttonProps}
        {...roving}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => {
          preload();
          setAnchor(event.currentTarget);
        }}
        onPointerEnter={preload}
        onFocus={() => {
          onFocus();
          preload();
        }}
      />
      {used
        ? renderMenu({
            id,
            anchorEl: anchor,
            open: anchor !== null,
            onClose: () => setAnchor(null),
          })
        : null}
    </>
  );
}
