import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';

export interface DemoToolButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label'
> {
  /** The accessible name; the tooltip shows it on hover and keyboard focus. */
  label: string;
  /** Tooltip text when it differs from the name (a result such as "Link copied"). */
  tooltip?: string;
  /** Keeps the tooltip shown, for a result the reader must see ("Copied"). */
  tooltipShown?: boolean;
  icon?: ReactNode;
  /** An icon after the text (a menu's arrow). */
  endIcon?: ReactNode;
  /** Visible text (after the icon, if any). */
  text?: ReactNode;
  /** Shows `text` only from Material UI's `sm` breakpoint (600px) up: an icon alone on phones. */
  textFromSm?: boolean;
  /** Drawn as chosen: the current choice of a switch (TS/JS), or a mode that is on. */
  selected?: boolean;
}

/**
 * One control of a demo's toolbar: a plain button (an icon, text or both) with a CSS tooltip,
 * styled by the global `.demo-tool*` rules (demoToolbarStyles.ts). A page may carry a dozen
 * demos, so the toolbar avoids per-button Emotion styles and tooltip components; only the icons
 * are Material UI components.
 */
export const DemoToolButton = forwardRef<HTMLButtonElement, DemoToolButtonProps>(
  function DemoToolButton(
    {
      label,
      tooltip,
      tooltipShown = false,
      icon,
      endIcon,
      text,
      textFromSm = false,
      selected = false,
      ...other
    },
    ref,
  ) {
    return (
      <span className="demo-tool">
        <button
          ref={ref}
          type="button"
          className="demo-tool-button"
          aria-label={label}
          data-selected={selected ? '' : undefined}
          data-icon-only={text === undefined ? '' : undefined}
          {...other}
        >
          {icon}
          {text === undefined ? null : (
            <span className="demo-tool-text" data-from-sm={textFromSm ? '' : undefined}>
              {text}
            </span>
          )}
          {endIcon}
        </button>
        {/* The bubble (role tooltip) sits in a box that places it (demoToolbarStyles.ts). */}
        <span className="demo-tool-tip" data-shown={tooltipShown ? '' : undefined}>
          <span role="tooltip" className="demo-tool-tip-text">
            {tooltip ?? label}
          </span>
        </span>
      </span>
    );
  },
);
