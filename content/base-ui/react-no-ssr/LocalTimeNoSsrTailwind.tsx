import { NoSsr } from '@mui/base/NoSsr';

// The reader's time zone is only known in the browser: rendering it on the server
// would print the server's zone, and hydration would then see different text.
function LocalTimeZone() {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return <strong>{zone}</strong>;
}

export default function LocalTimeNoSsrTailwind() {
  return (
    <p className="m-0 flex min-h-6 flex-wrap items-baseline gap-2 rounded-lg border border-slate-300 p-3 text-sm dark:border-slate-600">
      <span>The webinar starts at 16:00 UTC. Your time zone:</span>
      <NoSsr
        fallback={
          <span aria-hidden className="opacity-70">
            Detecting…
          </span>
        }
      >
        <LocalTimeZone />
      </NoSsr>
    </p>
  );
}
