import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';

export default function MenuControlled() {
  const [open, setOpen] = React.useState(false);
  const [opens, setOpens] = React.useState(0);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <Dropdown
        open={open}
        onOpenChange={(_event, isOpen) => {
          setOpen(isOpen);
          if (isOpen) {
            setOpens((count) => count + 1);
          }
        }}
      >
        <MenuButton variant="solid" color="primary" endDecorator={<KeyboardArrowDownRounded />}>
          Export
        </MenuButton>
        <Menu>
          <MenuItem>PDF</MenuItem>
          <MenuItem>CSV</MenuItem>
          <MenuItem disabled>Excel (upgrade to export)</MenuItem>
        </Menu>
      </Dropdown>
      <Typography level="body-sm">
        The menu is {open ? 'open' : 'closed'}; it was opened {opens} times.
      </Typography>
    </Stack>
  );
}
