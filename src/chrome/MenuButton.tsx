import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useId, useState, type ReactNode } from 'react';
import { useOpenedOnce } from '../shared/useOpenedOnce';

/** What a menu popup receives from its button. */
export interface MenuPopupProps {
  id: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
}

interface MenuButtonProps {
  label: ReactNode;
  /** Accessible name of the button when its label is not enough. */
  ariaLabel: string;
  buttonProps?: ButtonProps;
  /** Renders the menu, usually a lazily loaded one: called from the first click on. */
  renderPopup: (popup: MenuPopupProps) => ReactNode;
  /** Starts loading the menu's code before the click (on hover or focus). */
  preload?: () => void;
}

/**
 * A button that opens a menu below it; shared by the product and version
 * switchers. The menu's code stays out of the page's first load.
 */
export function MenuButton({
  label,
  ariaLabel,
  buttonProps,
  renderPopup,
  preload,
}: MenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const used = useOpenedOnce(Boolean(anchor));
  const id = useId();
  return (
    <>
      <Button
        color="inherit"
        size="small"
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        endIcon={<ArrowDropDownIcon />}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => setAnchor(event.currentTarget)}
        {...buttonProps}
      >
        {label}
      </Button>
      {used
        ? renderPopup({
            id,
            anchorEl: anchor,
            open: Boolean(anchor),
            onClose: () => setAnchor(null),
          })
        : null}
    </>
  );
}
