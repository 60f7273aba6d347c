import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Airport {
  label: string;
  code: string;
}

const airports: readonly Airport[] = [
  { label: 'Amsterdam Schiphol', code: 'AMS' },
  { label: 'Bangkok Suvarnabhumi', code: 'BKK' },
  { label: 'Chicago O’Hare', code: 'ORD' },
  { label: 'Dubai International', code: 'DXB' },
  { label: 'Frankfurt', code: 'FRA' },
  { label: 'Istanbul', code: 'IST' },
  { label: 'Lisbon Humberto Delgado', code: 'LIS' },
  { label: 'London Heathrow', code: 'LHR' },
  { label: 'Los Angeles International', code: 'LAX' },
  { label: 'Madrid Barajas', code: 'MAD' },
  { label: 'Mexico City International', code: 'MEX' },
  { label: 'New York John F. Kennedy', code: 'JFK' },
  { label: 'Paris Charles de Gaulle', code: 'CDG' },
  { label: 'São Paulo Guarulhos', code: 'GRU' },
  { label: 'Singapore Changi', code: 'SIN' },
  { label: 'Sydney Kingsford Smith', code: 'SYD' },
  { label: 'Tokyo Haneda', code: 'HND' },
  { label: 'Toronto Pearson', code: 'YYZ' },
];

export default function ComboBox() {
  return (
    <Autocomplete
      id="departure-airport"
      options={airports}
      sx={{ maxWidth: 340 }}
      renderInput={(params) => <TextField {...params} label="Departure airport" />}
    />
  );
}
