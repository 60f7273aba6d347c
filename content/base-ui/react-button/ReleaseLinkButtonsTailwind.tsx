import { Button } from '@mui/base/Button';

// The same classes for a <button> and for an <a>: Button renders a link when given href.
const actionButtonClassName =
  'inline-block cursor-pointer rounded-lg border border-slate-300 bg-transparent px-[18px] py-2 text-sm font-semibold text-blue-700 no-underline hover:bg-blue-50 dark:border-slate-600 dark:text-blue-300 dark:hover:bg-slate-800 [&.base--active]:scale-[0.97] [&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-600 dark:[&.base--focusVisible]:outline-blue-300';

export default function ReleaseLinkButtonsTailwind() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button className={actionButtonClassName} href="https://github.com/mui/material-ui/releases">
        Release notes
      </Button>
      <Button className={actionButtonClassName} onClick={() => window.print()}>
        Print receipt
      </Button>
    </div>
  );
}
