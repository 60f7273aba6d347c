import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

interface Airport {
  code: string;
  label: string;
}

const airports: Airport[] = [
  { code: 'AMS', label: 'Amsterdam Schiphol' },
  { code: 'ATL', label: 'Atlanta Hartsfield–Jackson' },
  { code: 'CDG', label: 'Paris Charles de Gaulle' },
  { code: 'DXB', label: 'Dubai International' },
  { code: 'HND', label: 'Tokyo Haneda' },
  { code: 'JFK', label: 'New York John F. Kennedy' },
  { code: 'LHR', label: 'London Heathrow' },
  { code: 'LIS', label: 'Lisbon Humberto Delgado' },
  { code: 'SFO', label: 'San Francisco International' },
  { code: 'SIN', label: 'Singapore Changi' },
  { code: 'SYD', label: 'Sydney Kingsford Smith' },
  { code: 'YYZ', label: 'Toronto Pearson' },
];

export default function AutocompleteBasics() {
  return (
    <FormControl sx={{ maxWidth: 360 }}>
      <FormLabel>Departure airport</FormLabel>
      <Autocomplete
        placeholder="City or airport"
        options={airports}
        getOptionLabel={(option) => `${option.label} (${option.code})`}
        isOptionEqualToValue={(option, value) => option.code === value.code}
      />
      <FormHelperText>Type to filter, then use the arrow keys to pick.</FormHelperText>
    </FormControl>
  );
}
