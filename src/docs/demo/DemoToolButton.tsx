import { forwardRef, useId, type ButtonHTMLAttributes } from 'react';

export interface DemoToolButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Shown on hover and keyboard focus, and describing the button to assistive technology. */
  tooltip: string;
  /** Drawn outlined: the current choice of a switch (TS/JS, a styling), or a mode that is on. */
  selected?: boolean;
}

/**
 * One control of a demo's toolbar: a plain button with a CSS tooltip, styled by the global
 * `.demo-tool*` rules (demoToolbarStyles.ts). A page may carry a dozen demos of ten controls
 * each, so the toolbar avoids per-button Emotion styles and tooltip components.
 */
export const DemoToolButton = forwardRef<HTMLButtonElement, DemoToolButtonProps>(
  function DemoToolButton({ tooltip, selected = false, children, ...other }, ref) {
    const tooltipId = useId();
    return (
      <span className="demo-tool">
        <button
          ref={ref}
          type="button"
          className="demo-tool-button"
          data-selected={selected ? '' : undefined}
          aria-describedby={tooltipId}
          {...other}
        >
          {children}
        </button>
        <span role="tooltip" id={tooltipId} className="demo-tool-tip">
          {tooltip}
        </span>
      </span>
    );
  },
);
