import { Button } from '@mui/base/Button';

// The same rules for a <button> and for an <a>: Button renders a link when given href.
const css = `
.release-actions {
  --action-line: #cbd5e1;
  --action-text: #1d4ed8;
  --action-hover: #eff6ff;
  --action-ring: #1e88e5;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
}
/* Dark colors apply under data-mui-color-scheme=dark on the html element (set by this site and
   by the CssVarsProvider of Material UI), or with a dark OS setting where nothing sets it. */
[data-mui-color-scheme=dark] .release-actions {
  --action-line: #475569;
  --action-text: #93c5fd;
  --action-hover: #1e293b;
  --action-ring: #93c5fd;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) .release-actions {
    --action-line: #475569;
    --action-text: #93c5fd;
    --action-hover: #1e293b;
    --action-ring: #93c5fd;
  }
}
.release-actions .base-Button-root {
  display: inline-block;
  padding: 8px 18px;
  border-radius: 8px;
  border: 1px solid var(--action-line);
  background-color: transparent;
  color: var(--action-text);
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
}
.release-actions .base-Button-root:hover { background-color: var(--action-hover); }
.release-actions .base-Button-root.base--active { transform: scale(0.97); }
.release-actions .base-Button-root.base--focusVisible {
  outline: 3px solid var(--action-ring);
  outline-offset: 2px;
}
`;

export default function ReleaseLinkButtonsCss() {
  return (
    <div className="release-actions">
      <style>{css}</style>
      <Button href="https://github.com/mui/material-ui/releases">Release notes</Button>
      <Button onClick={() => window.print()}>Print receipt</Button>
    </div>
  );
}
