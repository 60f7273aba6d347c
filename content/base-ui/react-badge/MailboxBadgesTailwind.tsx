import { Badge } from '@mui/base/Badge';

const folders = [
  { id: 'inbox', label: 'Inbox', unread: 4 },
  { id: 'mentions', label: 'Mentions', unread: 128 },
  { id: 'drafts', label: 'Drafts', unread: 0 },
];

const badgeClasses = {
  root: 'relative inline-flex',
  badge:
    'absolute end-0 top-0 z-[1] box-border h-5 min-w-5 -translate-y-1/2 translate-x-1/2 rounded-[10px] bg-red-700 px-1.5 text-center text-xs font-bold leading-5 text-white rtl:-translate-x-1/2 [&.base-Badge-invisible]:hidden',
};
const folderButtonClassName =
  'cursor-pointer rounded-lg border border-slate-300 bg-transparent px-4 py-2 text-sm font-semibold text-inherit focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:focus-visible:outline-blue-300';

export default function MailboxBadgesTailwind() {
  return (
    <div className="flex flex-wrap gap-6 pt-2">
      {folders.map((folder) => (
        <Badge
          key={folder.id}
          badgeContent={folder.unread}
          max={99}
          slotProps={{
            root: { className: badgeClasses.root },
            // The button's label already says the count.
            badge: { className: badgeClasses.badge, 'aria-hidden': true },
          }}
        >
          <button
            type="button"
            className={folderButtonClassName}
            aria-label={`${folder.label}, ${folder.unread} unread`}
          >
            {folder.label}
          </button>
        </Badge>
      ))}
    </div>
  );
}
