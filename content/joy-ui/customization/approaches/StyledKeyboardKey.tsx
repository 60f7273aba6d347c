import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';

// A reusable component: written once, its styles read the theme's CSS variables,
// so it follows the color scheme and any theme you pass to CssVarsProvider.
const Key = styled('kbd')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: '1.75rem',
  justifyContent: 'center',
  paddingInline: '0.375rem',
  paddingBlock: '0.125rem',
  fontFamily: theme.vars.fontFamily.code,
  fontSize: theme.vars.fontSize.xs,
  color: theme.vars.palette.text.primary,
  backgroundColor: theme.vars.palette.background.level1,
  border: '1px solid',
  borderColor: theme.vars.palette.divider,
  borderBottomWidth: 3,
  borderRadius: theme.vars.radius.sm,
}));

const SHORTCUTS = [
  { action: 'Search messages', keys: ['Ctrl', 'K'] },
  { action: 'Start a new thread', keys: ['Ctrl', 'Alt', 'N'] },
  { action: 'Mark as read', keys: ['Shift', 'Esc'] },
  { action: 'Jump to unread', keys: ['Alt', '↓'] },
];

export default function StyledKeyboardKey() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', maxWidth: 420, p: 1 }}>
      <Typography level="title-sm" id="shortcuts-title" sx={{ px: 1.5, pt: 1 }}>
        Keyboard shortcuts
      </Typography>
      <List aria-labelledby="shortcuts-title">
        {SHORTCUTS.map(({ action, keys }) => (
          <ListItem key={action}>
            <ListItemContent>{action}</ListItemContent>
            <Typography component="span" level="body-xs" sx={{ display: 'flex', gap: 0.5 }}>
              {keys.map((key) => (
                <Key key={key}>{key}</Key>
              ))}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
