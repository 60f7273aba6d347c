import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const TIME_ZONES = [
  'Africa/Lagos',
  'America/New_York',
  'America/Sao_Paulo',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Europe/Berlin',
  'Europe/Lisbon',
  'Pacific/Auckland',
];

export default function SlotPropsForwarding() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <FormControl sx={{ flex: '1 1 200px' }}>
        <FormLabel>Guests</FormLabel>
        {/* Props on <Input> go to its root <div>; the native <input> is the `input` slot. */}
        <Input
          type="number"
          defaultValue={2}
          endDecorator="people"
          slotProps={{ input: { min: 1, max: 12, step: 1 } }}
        />
        <FormHelperText>Between 1 and 12.</FormHelperText>
      </FormControl>
      <FormControl sx={{ flex: '1 1 200px' }}>
        <FormLabel>Time zone</FormLabel>
        <Select
          defaultValue="Europe/Lisbon"
          slotProps={{
            // The listbox is a slot too: cap its height so long lists scroll.
            listbox: { sx: { maxHeight: 180, overflow: 'auto' } },
          }}
        >
          {TIME_ZONES.map((zone) => (
            <Option key={zone} value={zone}>
              {zone.replace('_', ' ')}
            </Option>
          ))}
        </Select>
        <FormHelperText>Used for reminders.</FormHelperText>
      </FormControl>
    </Box>
  );
}
