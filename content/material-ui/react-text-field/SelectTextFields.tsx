import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

const currencies = [
  { code: 'USD', label: 'US dollar ($)' },
  { code: 'EUR', label: 'Euro (€)' },
  { code: 'JPY', label: 'Japanese yen (¥)' },
  { code: 'GBP', label: 'Pound sterling (£)' },
];

export default function SelectTextFields() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <TextField
        id="invoice-currency"
        select
        label="Currency"
        defaultValue="EUR"
        helperText="Used on every invoice"
        sx={{ minWidth: 220 }}
      >
        {currencies.map((currency) => (
          <MenuItem key={currency.code} value={currency.code}>
            {currency.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="payout-currency"
        select
        label="Payout currency"
        defaultValue="USD"
        SelectProps={{ native: true }}
        helperText="Native select"
        sx={{ minWidth: 220 }}
      >
        {currencies.map((currency) => (
          <option key={currency.code} value={currency.code}>
            {currency.label}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
