import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import DriveFileRenameOutlineRounded from '@mui/icons-material/DriveFileRenameOutlineRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';

export default function MenuIconButton() {
  const [lastAction, setLastAction] = React.useState<string | null>(null);

  return (
    <Sheet
      variant="outlined"
      sx={{
        p: 2,
        borderRadius: 'md',
        maxWidth: 360,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <div style={{ flex: 1 }}>
        <Typography level="title-sm">budget-2025.xlsx</Typography>
        <Typography level="body-xs" aria-live="polite">
          {lastAction ?? 'Edited yesterday'}
        </Typography>
      </div>
      <Dropdown>
        <MenuButton
          slots={{ root: IconButton }}
          slotProps={{
            root: {
              variant: 'plain',
              color: 'neutral',
              'aria-label': 'Actions for budget-2025.xlsx',
            },
          }}
        >
          <MoreVertRounded />
        </MenuButton>
        <Menu placement="bottom-end" size="sm">
          <MenuItem onClick={() => setLastAction('Renamed')}>
            <ListItemDecorator>
              <DriveFileRenameOutlineRounded />
            </ListItemDecorator>
            Rename
          </MenuItem>
          <MenuItem onClick={() => setLastAction('Copied')}>
            <ListItemDecorator>
              <ContentCopyRounded />
            </ListItemDecorator>
            Make a copy
          </MenuItem>
          <ListDivider />
          <MenuItem color="danger" onClick={() => setLastAction('Moved to the trash')}>
            <ListItemDecorator sx={{ color: 'inherit' }}>
              <DeleteRounded />
            </ListItemDecorator>
            Move to trash
          </MenuItem>
        </Menu>
      </Dropdown>
    </Sheet>
  );
}
