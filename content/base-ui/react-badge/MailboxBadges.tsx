import { Badge, badgeClasses } from '@mui/base/Badge';
import { styled } from '@mui/system';

const folders = [
  { id: 'inbox', label: 'Inbox', unread: 4 },
  { id: 'mentions', label: 'Mentions', unread: 128 },
  { id: 'drafts', label: 'Drafts', unread: 0 },
];

const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 24, paddingTop: 8 });

const FolderButton = styled('button')(({ theme }) => ({
  padding: '8px 16px',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
  '&:focus-visible': {
    outline: '2px solid #2563eb',
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: '#93c5fd' }),
  },
  ...theme.applyStyles('dark', { borderColor: '#475569' }),
}));

const StyledBadge = styled(Badge)({
  position: 'relative',
  display: 'inline-flex',
  [`& .${badgeClasses.badge}`]: {
    position: 'absolute',
    top: 0,
    insetInlineEnd: 0,
    zIndex: 1,
    boxSizing: 'border-box',
    minWidth: 20,
    height: 20,
    padding: '0 6px',
    borderRadius: 10,
    backgroundColor: '#b91c1c',
    color: '#ffffff',
    fontSize: '0.75rem',
    fontWeight: 700,
    lineHeight: '20px',
    textAlign: 'center',
    transform: 'translate(50%, -50%)',
    '[dir="rtl"] &': { transform: 'translate(-50%, -50%)' },
  },
  [`& .${badgeClasses.invisible}`]: { display: 'none' },
});

export default function MailboxBadges() {
  return (
    <Row>
      {folders.map((folder) => (
        <StyledBadge
          key={folder.id}
          badgeContent={folder.unread}
          max={99}
          // The button's label already says the count.
          slotProps={{ badge: { 'aria-hidden': true } }}
        >
          <FolderButton type="button" aria-label={`${folder.label}, ${folder.unread} unread`}>
            {folder.label}
          </FolderButton>
        </StyledBadge>
      ))}
    </Row>
  );
}
