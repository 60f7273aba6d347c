import { useCallback, useState } from 'react';
import { Popper } from '@mui/base/Popper';

// Popper flips start and end placements when told the direction.
function useDirection() {
  const [direction, setDirection] = useState<'ltr' | 'rtl'>('ltr');
  const ref = useCallback((node: HTMLElement | null) => {
    if (node) {
      setDirection(getComputedStyle(node).direction === 'rtl' ? 'rtl' : 'ltr');
    }
  }, []);
  return [direction, ref] as const;
}

// The popper renders at the end of <body>, so it carries its own colors.
const css = `
.username-field {
  display: grid;
  gap: 4px;
  max-width: 280px;
  min-height: 130px;
  align-content: start;
  font-size: 0.875rem;
}
.username-field label { font-weight: 600; }
.username-field input {
  padding: 8px 12px;
  border-radius: 8px;
  border: 1px solid #cbd5e1;
  background-color: #ffffff;
  color: #0f172a;
  font: inherit;
}
.username-field input:focus { outline: none; border-color: #2563eb; box-shadow: 0 0 0 2px #bfdbfe; }
.username-rules {
  z-index: 1300;
  max-width: 280px;
  padding: 8px 12px;
  border-radius: 8px;
  background-color: #1e293b;
  color: #f8fafc;
  font-size: 0.8125rem;
  line-height: 1.5;
}
/* Dark colors apply under data-mui-color-scheme=dark on the html element (set by this site and
   by the CssVarsProvider of Material UI), or with a dark OS setting where nothing sets it. */
[data-mui-color-scheme=dark] .username-field input { border-color: #475569; background-color: #0f172a; color: #f1f5f9; }
[data-mui-color-scheme=dark] .username-field input:focus { border-color: #60a5fa; box-shadow: 0 0 0 2px #1e3a8a; }
[data-mui-color-scheme=dark] .username-rules { background-color: #e2e8f0; color: #0f172a; }
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) .username-field input { border-color: #475569; background-color: #0f172a; color: #f1f5f9; }
  :root:not([data-mui-color-scheme]) .username-rules { background-color: #e2e8f0; color: #0f172a; }
  :root:not([data-mui-color-scheme]) .username-field input:focus { border-color: #60a5fa; box-shadow: 0 0 0 2px #1e3a8a; }
}
`;

export default function UsernameRulesPopperCss() {
  const [direction, ref] = useDirection();
  const [anchor, setAnchor] = useState<HTMLInputElement | null>(null);
  const [focused, setFocused] = useState(false);
  return (
    <div ref={ref} className="username-field">
      <style>{css}</style>
      <label htmlFor="new-username-css">Username</label>
      <input
        id="new-username-css"
        ref={setAnchor}
        autoComplete="username"
        aria-describedby="username-rules-css"
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      <Popper
        id="username-rules-css"
        className="username-rules"
        anchorEl={anchor}
        open={focused}
        keepMounted
        placement="bottom-start"
        direction={direction}
        modifiers={[{ name: 'offset', options: { offset: [0, 6] } }]}
      >
        3–20 characters: letters, numbers and underscores. You can change it once a month.
      </Popper>
    </div>
  );
}
