import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import WifiIcon from '@mui/icons-material/Wifi';
import BluetoothIcon from '@mui/icons-material/Bluetooth';
import AirplanemodeActiveIcon from '@mui/icons-material/AirplanemodeActive';

const settings = [
  { id: 'wifi', label: 'Wi-Fi', description: 'Connected to Studio-5G', icon: <WifiIcon /> },
  {
    id: 'bluetooth',
    label: 'Bluetooth',
    description: 'Visible as “Pixel tablet”',
    icon: <BluetoothIcon />,
  },
  {
    id: 'airplane',
    label: 'Airplane mode',
    description: 'Turns off every radio',
    icon: <AirplanemodeActiveIcon />,
  },
];

export default function SettingsSwitchList() {
  const [enabled, setEnabled] = React.useState<string[]>(['wifi']);

  const toggle = (id: string) =>
    setEnabled((current) =>
      current.includes(id) ? current.filter((value) => value !== id) : [...current, id],
    );

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 400 }}>
      <List
        aria-labelledby="connections-subheader"
        subheader={<ListSubheader id="connections-subheader">Connections</ListSubheader>}
      >
        {settings.map((setting) => (
          <ListItem
            key={setting.id}
            secondaryAction={
              <Switch
                edge="end"
                checked={enabled.includes(setting.id)}
                onChange={() => toggle(setting.id)}
                inputProps={{ 'aria-labelledby': `setting-${setting.id}` }}
              />
            }
          >
            <ListItemIcon>{setting.icon}</ListItemIcon>
            <ListItemText
              id={`setting-${setting.id}`}
              primary={setting.label}
              secondary={setting.description}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
