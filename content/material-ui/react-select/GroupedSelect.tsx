import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

const timeZones = [
  { region: 'Americas', zones: ['America/New_York', 'America/Chicago', 'America/Sao_Paulo'] },
  { region: 'Europe', zones: ['Europe/London', 'Europe/Paris', 'Europe/Istanbul'] },
  { region: 'Asia and Pacific', zones: ['Asia/Tokyo', 'Asia/Singapore', 'Australia/Sydney'] },
];

export default function GroupedSelect() {
  return (
    <FormControl sx={{ minWidth: 260 }}>
      <InputLabel id="time-zone-label">Time zone</InputLabel>
      <Select
        labelId="time-zone-label"
        id="time-zone"
        defaultValue="Europe/Paris"
        label="Time zone"
      >
        {timeZones.flatMap((group) => [
          <ListSubheader key={group.region}>{group.region}</ListSubheader>,
          ...group.zones.map((zone) => (
            <MenuItem key={zone} value={zone}>
              {zone.split('/')[1].replace('_', ' ')}
            </MenuItem>
          )),
        ])}
      </Select>
    </FormControl>
  );
}
