import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import HotelIcon from '@mui/icons-material/Hotel';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';

export default function ListDividers() {
  return (
    <List
      aria-label="Trip itinerary"
      sx={{
        width: '100%',
        maxWidth: 380,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <ListItem>
        <ListItemAvatar>
          <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <FlightTakeoffIcon />
          </Avatar>
        </ListItemAvatar>
        <ListItemText primary="Flight to Porto" secondary="Fri, Sep 6 · 07:40" />
      </ListItem>
      {/* inset: starts where the text starts, past the avatar column */}
      <Divider variant="inset" component="li" aria-hidden />
      <ListItem>
        <ListItemAvatar>
          <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
            <HotelIcon />
          </Avatar>
        </ListItemAvatar>
        <ListItemText primary="Casa do Rio, 3 nights" secondary="Check-in from 15:00" />
      </ListItem>
      {/* middle: 16px in from both sides */}
      <Divider variant="middle" component="li" aria-hidden />
      <ListItem>
        <ListItemAvatar>
          <Avatar sx={{ bgcolor: 'success.main', color: 'success.contrastText' }}>
            <DirectionsCarIcon />
          </Avatar>
        </ListItemAvatar>
        <ListItemText primary="Rental car pickup" secondary="Mon, Sep 9 · 10:00" />
      </ListItem>
      {/* fullWidth (the default): edge to edge */}
      <Divider component="li" aria-hidden />
      <ListItem>
        <ListItemText primary="Total: 4 days" secondary="Booking reference PT-5521" />
      </ListItem>
    </List>
  );
}
