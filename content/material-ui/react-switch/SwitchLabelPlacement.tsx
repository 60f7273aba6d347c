import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';

const settings = [
  { label: 'Show read receipts', checked: true },
  { label: 'Autoplay videos', checked: false },
  { label: 'Compact message list', checked: true },
];

export default function SwitchLabelPlacement() {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 380 }}>
      <List disablePadding>
        {settings.map((setting, index) => (
          <ListItem key={setting.label} divider={index < settings.length - 1}>
            <FormControlLabel
              control={<Switch edge="end" defaultChecked={setting.checked} />}
              label={setting.label}
              labelPlacement="start"
              sx={{ marginInline: 0, width: '100%', justifyContent: 'space-between' }}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
