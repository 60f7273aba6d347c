import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkIcon from '@mui/icons-material/Link';
import ShareIcon from '@mui/icons-material/Share';

const actions = [
  { label: 'Copy link', icon: <LinkIcon /> },
  { label: 'Copy the text', icon: <ContentCopyIcon /> },
  { label: 'Share to another app', icon: <ShareIcon /> },
];

export default function SwipeableBottomSheet() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => setOpen(true)}>
        Share this article
      </Button>
      <SwipeableDrawer
        anchor="bottom"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        // No invisible swipe area at the bottom edge of the page: the button opens the sheet.
        disableSwipeToOpen
        PaperProps={{ sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16 } }}
      >
        {/* The handle hints that the sheet can be dragged down to close it. */}
        <Box
          aria-hidden
          sx={{
            width: 32,
            height: 4,
            borderRadius: 2,
            bgcolor: 'text.disabled',
            mx: 'auto',
            mt: 1.5,
          }}
        />
        <Box sx={{ px: 2, pt: 2, pb: 1, maxWidth: 480, width: '100%', mx: 'auto' }}>
          <Typography variant="subtitle1" component="h2">
            Share “Ten tips for better night photos”
          </Typography>
          <List>
            {actions.map((action) => (
              <ListItem key={action.label} disablePadding>
                <ListItemButton onClick={() => setOpen(false)}>
                  <ListItemIcon>{action.icon}</ListItemIcon>
                  <ListItemText primary={action.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </SwipeableDrawer>
    </React.Fragment>
  );
}
