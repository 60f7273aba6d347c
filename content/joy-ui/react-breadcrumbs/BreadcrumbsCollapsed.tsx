import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';

const path = ['Company', 'Engineering', 'Platform', 'Infrastructure', 'Runbooks'];
const current = 'Database failover';

export default function BreadcrumbsCollapsed() {
  const [first, ...middle] = path.slice(0, -1);
  const last = path[path.length - 1];

  return (
    <Breadcrumbs aria-label="Breadcrumbs">
      <Link color="neutral" href={`https://example.com/${first.toLowerCase()}`}>
        {first}
      </Link>
      <Dropdown>
        <MenuButton
          slots={{ root: IconButton }}
          slotProps={{
            root: {
              size: 'sm',
              variant: 'plain',
              color: 'neutral',
              'aria-label': `${middle.length} more levels`,
            },
          }}
        >
          <MoreHorizRounded />
        </MenuButton>
        <Menu size="sm">
          {middle.map((level) => (
            <MenuItem key={level} component="a" href={`https://example.com/${level.toLowerCase()}`}>
              {level}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Link color="neutral" href={`https://example.com/${last.toLowerCase()}`}>
        {last}
      </Link>
      <Typography aria-current="page">{current}</Typography>
    </Breadcrumbs>
  );
}
