/** The theme preview's data and navigation cards: a list, tabs, a table and the type scale. */
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Table from '@mui/joy/Table';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';
import FolderIcon from '@mui/icons-material/Folder';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import { PreviewCard } from './PreviewCard';

const INVOICES = [
  { id: 'INV-2041', client: 'Northwind', amount: '$1,240.00', status: 'Paid' },
  { id: 'INV-2042', client: 'Blue Harbor', amount: '$860.50', status: 'Pending' },
  { id: 'INV-2043', client: 'Lumen Labs', amount: '$3,115.00', status: 'Overdue' },
] as const;

const STATUS_COLORS: Record<(typeof INVOICES)[number]['status'], ColorPaletteProp> = {
  Paid: 'success',
  Pending: 'warning',
  Overdue: 'danger',
};

export function ListCard() {
  return (
    <PreviewCard title="List">
      <List aria-label="Mail folders" sx={{ '--List-radius': 'var(--joy-radius-sm)' }}>
        <ListItem>
          <ListItemButton selected>
            <ListItemDecorator>
              <InboxIcon />
            </ListItemDecorator>
            <ListItemContent>Inbox</ListItemContent>
            <Chip size="sm" color="primary" variant="solid">
              12
            </Chip>
          </ListItemButton>
        </ListItem>
        <ListItem>
          <ListItemButton>
            <ListItemDecorator>
              <SendIcon />
            </ListItemDecorator>
            <ListItemContent>Sent</ListItemContent>
          </ListItemButton>
        </ListItem>
        <ListItem>
          <ListItemButton>
            <ListItemDecorator>
              <FolderIcon />
            </ListItemDecorator>
            <ListItemContent>Archive</ListItemContent>
          </ListItemButton>
        </ListItem>
      </List>
    </PreviewCard>
  );
}

export function TabsCard() {
  return (
    <PreviewCard title="Tabs">
      <Tabs defaultValue="overview" aria-label="Project sections">
        <TabList>
          <Tab value="overview">Overview</Tab>
          <Tab value="activity">Activity</Tab>
          <Tab value="settings">Settings</Tab>
        </TabList>
        <TabPanel value="overview">
          <Typography level="body-sm">Atlas ships its next release on May 14.</Typography>
        </TabPanel>
        <TabPanel value="activity">
          <Typography level="body-sm">Priya merged two pull requests today.</Typography>
        </TabPanel>
        <TabPanel value="settings">
          <Typography level="body-sm">Only owners can change these settings.</Typography>
        </TabPanel>
      </Tabs>
    </PreviewCard>
  );
}

export function TableCard() {
  return (
    <PreviewCard title="Table">
      <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflow: 'auto' }}>
        <Table aria-label="Recent invoices" size="sm" stripe="odd">
          <thead>
            <tr>
              <th>Invoice</th>
              <th>Client</th>
              <th>Amount</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {INVOICES.map((invoice) => (
              <tr key={invoice.id}>
                <td>{invoice.id}</td>
                <td>{invoice.client}</td>
                <td>{invoice.amount}</td>
                <td>
                  <Chip size="sm" variant="soft" color={STATUS_COLORS[invoice.status]}>
                    {invoice.status}
                  </Chip>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Sheet>
    </PreviewCard>
  );
}

export function TypographyCard() {
  return (
    <PreviewCard title="Typography">
      <Typography level="h2" component="p">
        Display heading
      </Typography>
      <Typography level="title-lg">A title in the body font</Typography>
      <Typography level="body-md">
        Body text reads in the body font. Inline code such as{' '}
        <Typography
          component="code"
          variant="soft"
          sx={{ fontFamily: 'code', fontSize: 'sm', borderRadius: 'xs', px: 0.5 }}
        >
          extendTheme()
        </Typography>{' '}
        uses the code font.
      </Typography>
      <Typography level="body-sm">Secondary text, such as captions and hints.</Typography>
    </PreviewCard>
  );
}
