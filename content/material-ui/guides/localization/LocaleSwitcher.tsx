import * as React from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Rating from '@mui/material/Rating';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import * as locales from '@mui/material/locale';

type LocaleCode = keyof typeof locales;

// Every locale @mui/material/locale 5.18 exports, with a readable label.
const localeOptions: { code: LocaleCode; label: string }[] = [
  { code: 'amET', label: 'Amharic (Ethiopia)' },
  { code: 'arEG', label: 'Arabic (Egypt)' },
  { code: 'arSA', label: 'Arabic (Saudi Arabia)' },
  { code: 'arSD', label: 'Arabic (Sudan)' },
  { code: 'azAZ', label: 'Azerbaijani' },
  { code: 'beBY', label: 'Belarusian' },
  { code: 'bgBG', label: 'Bulgarian' },
  { code: 'bnBD', label: 'Bangla (Bangladesh)' },
  { code: 'caES', label: 'Catalan' },
  { code: 'csCZ', label: 'Czech' },
  { code: 'daDK', label: 'Danish' },
  { code: 'deDE', label: 'German' },
  { code: 'elGR', label: 'Greek' },
  { code: 'enUS', label: 'English (United States)' },
  { code: 'esES', label: 'Spanish (Spain)' },
  { code: 'etEE', label: 'Estonian' },
  { code: 'faIR', label: 'Persian' },
  { code: 'fiFI', label: 'Finnish' },
  { code: 'frFR', label: 'French' },
  { code: 'heIL', label: 'Hebrew' },
  { code: 'hiIN', label: 'Hindi' },
  { code: 'hrHR', label: 'Croatian' },
  { code: 'huHU', label: 'Hungarian' },
  { code: 'hyAM', label: 'Armenian' },
  { code: 'idID', label: 'Indonesian' },
  { code: 'isIS', label: 'Icelandic' },
  { code: 'itIT', label: 'Italian' },
  { code: 'jaJP', label: 'Japanese' },
  { code: 'khKH', label: 'Khmer (Cambodia)' },
  { code: 'kkKZ', label: 'Kazakh' },
  { code: 'koKR', label: 'Korean' },
  { code: 'kuCKB', label: 'Central Kurdish (Sorani)' },
  { code: 'kuLatn', label: 'Kurdish (Latin script)' },
  { code: 'mkMK', label: 'Macedonian' },
  { code: 'msMS', label: 'Malay' },
  { code: 'myMY', label: 'Burmese (Myanmar)' },
  { code: 'nbNO', label: 'Norwegian Bokmål' },
  { code: 'neNP', label: 'Nepali' },
  { code: 'nlNL', label: 'Dutch' },
  { code: 'nnNO', label: 'Norwegian Nynorsk' },
  { code: 'plPL', label: 'Polish' },
  { code: 'ptBR', label: 'Portuguese (Brazil)' },
  { code: 'ptPT', label: 'Portuguese (Portugal)' },
  { code: 'roRO', label: 'Romanian' },
  { code: 'ruRU', label: 'Russian' },
  { code: 'siLK', label: 'Sinhala' },
  { code: 'skSK', label: 'Slovak' },
  { code: 'srRS', label: 'Serbian (Latin script)' },
  { code: 'svSE', label: 'Swedish' },
  { code: 'thTH', label: 'Thai' },
  { code: 'tlTL', label: 'Tagalog' },
  { code: 'trTR', label: 'Turkish' },
  { code: 'ukUA', label: 'Ukrainian' },
  { code: 'urPK', label: 'Urdu' },
  { code: 'viVN', label: 'Vietnamese' },
  { code: 'zhCN', label: 'Chinese (Simplified)' },
  { code: 'zhHK', label: 'Chinese (Hong Kong)' },
  { code: 'zhTW', label: 'Chinese (Traditional, Taiwan)' },
];

// The BCP 47 language tag of a locale, for the lang attribute.
function languageTag(code: LocaleCode) {
  const special: Partial<Record<LocaleCode, string>> = {
    khKH: 'km',
    kuCKB: 'ckb',
    kuLatn: 'ku-Latn',
  };
  return special[code] ?? code.slice(0, 2);
}

const cities = ['Lisbon', 'Nairobi', 'Osaka', 'Montréal', 'Tbilisi'];

export default function LocaleSwitcher() {
  const outerTheme = useTheme();
  const [code, setCode] = React.useState<LocaleCode>('deDE');
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);
  const [alertOpen, setAlertOpen] = React.useState(true);

  // The page's theme (its mode, direction and colors), plus the chosen locale's default props.
  const theme = React.useMemo(() => createTheme(outerTheme, locales[code]), [code, outerTheme]);

  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <FormControl size="small" sx={{ maxWidth: 280 }}>
        <InputLabel id="locale-switcher-label">Locale</InputLabel>
        <Select
          labelId="locale-switcher-label"
          label="Locale"
          value={code}
          onChange={(event) => setCode(event.target.value as LocaleCode)}
          MenuProps={{ slotProps: { paper: { sx: { maxHeight: 320 } } } }}
        >
          {localeOptions.map((option) => (
            <MenuItem key={option.code} value={option.code}>
              {option.label} · {option.code}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <ThemeProvider theme={theme}>
        <Box
          lang={languageTag(code)}
          sx={{ display: 'grid', gap: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          {alertOpen ? (
            <Alert severity="success" onClose={() => setAlertOpen(false)}>
              Order 10482 shipped.
            </Alert>
          ) : null}
          <Autocomplete
            options={cities}
            renderInput={(params) => <TextField {...params} label="Destination" />}
          />
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Rating name="locale-demo-rating" defaultValue={4} />
            <Pagination count={8} size="small" />
          </Stack>
          <TablePagination
            component="div"
            count={236}
            page={page}
            onPageChange={(_, nextPage) => setPage(nextPage)}
            rowsPerPage={rowsPerPage}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(parseInt(event.target.value, 10));
              setPage(0);
            }}
          />
        </Box>
      </ThemeProvider>
    </Stack>
  );
}
