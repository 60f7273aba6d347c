import { Badge } from '@mui/base/Badge';

const folders = [
  { id: 'inbox', label: 'Inbox', unread: 4 },
  { id: 'mentions', label: 'Mentions', unread: 128 },
  { id: 'drafts', label: 'Drafts', unread: 0 },
];

const css = `
.mailbox { display: flex; flex-wrap: wrap; gap: 24px; padding-top: 8px; }
.mailbox .base-Badge-root { position: relative; display: inline-flex; }
.mailbox .base-Badge-badge {
  position: absolute;
  top: 0;
  inset-inline-end: 0;
  z-index: 1;
  box-sizing: border-box;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background-color: #b91c1c;
  color: #ffffff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
  transform: translate(50%, -50%);
}
[dir=rtl] .mailbox .base-Badge-badge { transform: translate(-50%, -50%); }
.mailbox .base-Badge-invisible { display: none; }
.mailbox button {
  padding: 8px 16px;
  border-radius: 8px;
  border: 1px solid #cbd5e1;
  background-color: transparent;
  color: inherit;
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
}
.mailbox button:focus-visible { outline: 2px solid #2563eb; outline-offset: 2px; }
/* Dark colors apply under data-mui-color-scheme=dark on the html element (set by this site and
   by the CssVarsProvider of Material UI), or with a dark OS setting where nothing sets it. */
[data-mui-color-scheme=dark] .mailbox button { border-color: #475569; }
[data-mui-color-scheme=dark] .mailbox button:focus-visible { outline-color: #93c5fd; }
@media (prefers-color-scheme: dark) {
  :root:not([data-mui-color-scheme]) .mailbox button { border-color: #475569; }
  :root:not([data-mui-color-scheme]) .mailbox button:focus-visible { outline-color: #93c5fd; }
}
`;

export default function MailboxBadgesCss() {
  return (
    <div className="mailbox">
      <style>{css}</style>
      {folders.map((folder) => (
        <Badge
          key={folder.id}
          badgeContent={folder.unread}
          max={99}
          // The button's label already says the count.
          slotProps={{ badge: { 'aria-hidden': true } }}
        >
          <button type="button" aria-label={`${folder.label}, ${folder.unread} unread`}>
            {folder.label}
          </button>
        </Badge>
      ))}
    </div>
  );
}
