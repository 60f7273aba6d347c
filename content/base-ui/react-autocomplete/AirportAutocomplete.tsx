import { useAutocomplete } from '@mui/base/useAutocomplete';
import { styled } from '@mui/system';

interface Airport {
  code: string;
  city: string;
  country: string;
}

const airports: Airport[] = [
  { code: 'AMS', city: 'Amsterdam', country: 'Netherlands' },
  { code: 'ATL', city: 'Atlanta', country: 'United States' },
  { code: 'BCN', city: 'Barcelona', country: 'Spain' },
  { code: 'CDG', city: 'Paris', country: 'France' },
  { code: 'DXB', city: 'Dubai', country: 'United Arab Emirates' },
  { code: 'GRU', city: 'São Paulo', country: 'Brazil' },
  { code: 'HND', city: 'Tokyo', country: 'Japan' },
  { code: 'JNB', city: 'Johannesburg', country: 'South Africa' },
  { code: 'LHR', city: 'London', country: 'United Kingdom' },
  { code: 'LIS', city: 'Lisbon', country: 'Portugal' },
  { code: 'MEX', city: 'Mexico City', country: 'Mexico' },
  { code: 'SIN', city: 'Singapore', country: 'Singapore' },
  { code: 'SYD', city: 'Sydney', country: 'Australia' },
  { code: 'YYZ', city: 'Toronto', country: 'Canada' },
];

export default function AirportAutocomplete() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    value,
    focused,
    popupOpen,
  } = useAutocomplete({
    id: 'departure-airport',
    options: airports,
    getOptionLabel: (airport) => `${airport.city} (${airport.code})`,
    isOptionEqualToValue: (option, selected) => option.code === selected.code,
  });
  return (
    <Wrapper>
      <Label {...getInputLabelProps()}>Departure airport</Label>
      <Root {...getRootProps()} data-focused={focused}>
        <Field {...getInputProps()} placeholder="City or airport code" />
      </Root>
      {popupOpen && (
        <Listbox {...getListboxProps()}>
          {(groupedOptions as Airport[]).map((airport, index) => {
            const { key, ...optionProps } = getOptionProps({ option: airport, index });
            return (
              <Option key={key} {...optionProps}>
                <span>{airport.city}</span>
                <Muted>
                  {airport.code} · {airport.country}
                </Muted>
              </Option>
            );
          })}
          {groupedOptions.length === 0 && <Empty>No airport matches</Empty>}
        </Listbox>
      )}
      <Selected>{value ? `Flying from ${value.city}.` : 'No airport chosen yet.'}</Selected>
    </Wrapper>
  );
}

const Wrapper = styled('div')(({ theme }) => ({
  // The demo's colors, as custom properties its parts read; the dark scheme's come last.
  '--border': '#cbd5e1',
  '--surface': '#ffffff',
  '--text': '#0f172a',
  '--muted': '#475569',
  '--accent': '#2563eb',
  '--hover': '#f1f5f9',
  ...theme.applyStyles('dark', {
    '--border': '#475569',
    '--surface': '#0f172a',
    '--text': '#f1f5f9',
    '--muted': '#cbd5e1',
    '--accent': '#60a5fa',
    '--hover': '#1e293b',
  }),
  position: 'relative',
  maxWidth: 320,
  fontSize: '0.875rem',
}));

const Label = styled('label')({ display: 'block', marginBottom: 4, fontWeight: 600 });

const Root = styled('div')({
  display: 'flex',
  borderRadius: 8,
  border: '1px solid var(--border)',
  backgroundColor: 'var(--surface)',
  '&[data-focused="true"]': {
    borderColor: 'var(--accent)',
    boxShadow: '0 0 0 1px var(--accent)',
  },
});

const Field = styled('input')({
  flex: 1,
  minWidth: 0,
  padding: '10px 12px',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'var(--text)',
  font: 'inherit',
});

const Listbox = styled('ul')({
  position: 'absolute',
  zIndex: 1,
  insetInline: 0,
  maxHeight: 240,
  overflow: 'auto',
  margin: '4px 0 0',
  padding: 4,
  listStyle: 'none',
  borderRadius: 8,
  border: '1px solid var(--border)',
  backgroundColor: 'var(--surface)',
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.2)',
});

const Option = styled('li')({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 12,
  padding: '8px 10px',
  borderRadius: 6,
  cursor: 'pointer',
  // useAutocomplete marks the highlighted option with this class.
  '&.Mui-focused': { backgroundColor: 'var(--hover)' },
  '&[aria-selected="true"]': { fontWeight: 700 },
});

const Muted = styled('span')({ color: 'var(--muted)' });

const Empty = styled('li')({
  padding: '8px 10px',
  color: 'var(--muted)',
});

const Selected = styled('p')({ margin: '8px 0 0' });
