import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import FlightIcon from '@mui/icons-material/Flight';
import HotelIcon from '@mui/icons-material/Hotel';
import LocalActivityIcon from '@mui/icons-material/LocalActivity';
import InboxIcon from '@mui/icons-material/Inbox';
import DraftsIcon from '@mui/icons-material/Drafts';
import StarIcon from '@mui/icons-material/Star';

export default function IconTabs() {
  const [trip, setTrip] = React.useState('flights');
  const [folder, setFolder] = React.useState('inbox');
  const [view, setView] = React.useState(0);

  return (
    <Stack spacing={3}>
      {/* Icon above the label: iconPosition="top" is the default. */}
      <Tabs value={trip} onChange={(event, value: string) => setTrip(value)} aria-label="Book">
        <Tab value="flights" icon={<FlightIcon />} label="Flights" />
        <Tab value="hotels" icon={<HotelIcon />} label="Hotels" />
        <Tab value="cars" icon={<DirectionsCarIcon />} label="Cars" />
        <Tab value="activities" icon={<LocalActivityIcon />} label="Activities" />
      </Tabs>
      {/* Icon before the label: "start" follows the reading direction. */}
      <Tabs
        value={folder}
        onChange={(event, value: string) => setFolder(value)}
        aria-label="Mail folders"
      >
        <Tab value="inbox" icon={<InboxIcon />} iconPosition="start" label="Inbox" />
        <Tab value="starred" icon={<StarIcon />} iconPosition="start" label="Starred" />
        <Tab value="drafts" icon={<DraftsIcon />} iconPosition="start" label="Drafts" />
      </Tabs>
      {/* Icon only: the aria-label is the tab's name. */}
      <Tabs value={view} onChange={(event, value: number) => setView(value)} aria-label="Trip view">
        <Tab icon={<FlightIcon />} aria-label="Flights" />
        <Tab icon={<HotelIcon />} aria-label="Hotels" />
        <Tab icon={<DirectionsCarIcon />} aria-label="Cars" />
      </Tabs>
    </Stack>
  );
}
