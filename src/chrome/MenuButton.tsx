import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button, { type ButtonProps } from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import { useId, useState, type ReactNode } from 'react';

interface MenuButtonProps {
  label: ReactNode;
  /** Accessible name of the button when its label is not enough. */
  ariaLabel: string;
  buttonProps?: ButtonProps;
  children: (close: () => void) => ReactNode;
}

/** A button that opens a menu below it; shared by the product and version switchers. */
export function MenuButton({ label, ariaLabel, buttonProps, children }: MenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);
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
        onClick={(event) => setAnchor(event.currentTarget)}
        {...buttonProps}
      >
        {label}
      </Button>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {children(close)}
      </Menu>
    </>
  );
}
