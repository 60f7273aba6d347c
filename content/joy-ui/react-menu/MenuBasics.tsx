import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sortOptions = ['Newest first', 'Oldest first', 'Most commented', 'Recently updated'];

export default function MenuBasics() {
  const [sort, setSort] = React.useState(sortOptions[0]);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Dropdown>
        <MenuButton>Sort: {sort}</MenuButton>
        <Menu>
          {sortOptions.map((option) => (
            <MenuItem key={option} selected={option === sort} onClick={() => setSort(option)}>
              {option}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Typography level="body-sm">Showing 42 issues, {sort.toLowerCase()}.</Typography>
    </Stack>
  );
}
