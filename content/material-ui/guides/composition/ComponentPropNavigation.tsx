import * as React from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArticleIcon from '@mui/icons-material/Article';
import GitHubIcon from '@mui/icons-material/GitHub';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';

const links = [
  {
    label: 'Installation guide',
    href: '/material-ui/getting-started/installation/',
    Icon: ArticleIcon,
  },
  {
    label: 'Frequently asked questions',
    href: '/material-ui/getting-started/faq/',
    Icon: HelpOutlineIcon,
  },
  { label: 'Source on GitHub', href: 'https://github.com/mui/material-ui', Icon: GitHubIcon },
];

export default function ComponentPropNavigation() {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 360 }}>
      {/* An h2 element with the look of the overline variant. */}
      <Typography
        variant="overline"
        component="h2"
        sx={{ display: 'block', px: 2, pt: 1.5, color: 'text.secondary' }}
      >
        Resources
      </Typography>
      {/* A nav landmark instead of a ul, holding real anchors. */}
      <List component="nav" aria-label="Resources">
        {links.map(({ label, href, Icon }) => (
          <ListItemButton key={label} component="a" href={href}>
            <ListItemIcon>
              <Icon />
            </ListItemIcon>
            <ListItemText primary={label} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
