import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { DataGridPro, DataGridProProps, GridColDef } from '@mui/x-data-grid-pro';

interface Customer {
  id: number;
  name: string;
  city: string;
  since: number;
}

interface Visit {
  date: string;
  note: string;
}

const rows: Customer[] = [
  { id: 1, name: 'Maple Street Bakery', city: 'Portland', since: 2018 },
  { id: 2, name: 'Harbor Yoga Studio', city: 'Halifax', since: 2021 },
  { id: 3, name: 'Cedar & Stone Builders', city: 'Boise', since: 2016 },
  { id: 4, name: 'Little Fox Bookshop', city: 'Asheville', since: 2022 },
];

const visitsByCustomer: Record<number, Visit[]> = {
  1: [
    { date: 'Feb 12', note: 'Installed the second oven sensor' },
    { date: 'Jan 8', note: 'Quarterly maintenance' },
  ],
  2: [{ date: 'Mar 1', note: 'Set up the booking kiosk' }],
  3: [
    { date: 'Mar 4', note: 'Site survey for the new warehouse' },
    { date: 'Feb 2', note: 'Replaced the router' },
    { date: 'Dec 14', note: 'Annual review' },
  ],
  4: [],
};

// Stands in for a request to your server.
function fetchVisits(customerId: number) {
  return new Promise<Visit[]>((resolve) => {
    setTimeout(() => resolve(visitsByCustomer[customerId] ?? []), 700);
  });
}

// Kept outside the panel, which unmounts when it closes: reopening does not fetch again.
const cache = new Map<number, Visit[]>();

function VisitsPanel({ customer }: { customer: Customer }) {
  const [visits, setVisits] = React.useState(() => cache.get(customer.id));

  React.useEffect(() => {
    if (visits) {
      return undefined;
    }
    let active = true;
    fetchVisits(customer.id).then((result) => {
      cache.set(customer.id, result);
      if (active) {
        setVisits(result);
      }
    });
    return () => {
      active = false;
    };
  }, [customer.id, visits]);

  if (!visits) {
    return (
      <Box sx={{ px: 2, py: 1 }} role="status" aria-label={`Loading visits to ${customer.name}`}>
        <Skeleton width="60%" />
        <Skeleton width="45%" />
      </Box>
    );
  }
  return (
    <List dense aria-label={`Visits to ${customer.name}`} sx={{ px: 1 }}>
      {visits.length === 0 && (
        <ListItem>
          <ListItemText primary="No visits yet" />
        </ListItem>
      )}
      {visits.map((visit) => (
        <ListItem key={visit.date}>
          <ListItemText primary={visit.note} secondary={visit.date} />
        </ListItem>
      ))}
    </List>
  );
}

const columns: GridColDef<Customer>[] = [
  { field: 'name', headerName: 'Customer', flex: 1, minWidth: 200 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'since', headerName: 'Customer since', type: 'number', width: 140 },
];

const getDetailPanelContent: DataGridProProps['getDetailPanelContent'] = ({ row }) => (
  <VisitsPanel customer={row} />
);

// A fixed height keeps the rows below from jumping when the data arrives.
const getDetailPanelHeight: DataGridProProps['getDetailPanelHeight'] = () => 200;

export default function LazyDetailPanelGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
