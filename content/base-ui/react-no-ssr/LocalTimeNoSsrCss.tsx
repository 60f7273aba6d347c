import { NoSsr } from '@mui/base/NoSsr';

const css = `
.webinar-time {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px;
  min-height: 24px;
  margin: 0;
  padding: 12px;
  border-radius: 8px;
  border: 1px solid #cbd5e1;
  font-size: 0.875rem;
}
/* Dark colors apply under data-mui-color-scheme=dark on the html element (set by this site and
   by the CssVarsProvider of Material UI), or with a dark OS setting where nothing sets it. */
[data-mui-color-scheme=dark] .webinar-time { border-color: #475569; }
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) .webinar-time { border-color: #475569; }
}
.webinar-time .placeholder { opacity: 0.7; }
`;

// The reader's time zone is only known in the browser: rendering it on the server
// would print the server's zone, and hydration would then see different text.
function LocalTimeZone() {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return <strong>{zone}</strong>;
}

export default function LocalTimeNoSsrCss() {
  return (
    <>
      <style>{css}</style>
      <p className="webinar-time">
        <span>The webinar starts at 16:00 UTC. Your time zone:</span>
        <NoSsr
          fallback={
            <span aria-hidden className="placeholder">
              Detecting…
            </span>
          }
        >
          <LocalTimeZone />
        </NoSsr>
      </p>
    </>
  );
}
