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

const Wrapper = styled('div')({ position: 'relative', maxWidth: 320, fontSize: '0.875rem' });

const Label = styled('label')({ display: 'block', marginBottom: 4, fontWeight: 600 });

const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  borderRadius: 8,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  '&[data-focused="true"]': {
    borderColor: theme.palette.primary.main,
    boxShadow: `0 0 0 1px ${theme.palette.primary.main}`,
  },
}));

const Field = styled('input')(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  padding: '10px 12px',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: theme.palette.text.primary,
  font: 'inherit',
}));

const Listbox = styled('ul')(({ theme }) => ({
  position: 'absolute',
  zIndex: 1,
  insetInline: 0,
  maxHeight: 240,
  overflow: 'auto',
  margin: '4px 0 0',
  padding: 4,
  listStyle: 'none',
  borderRadius: 8,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.2)',
}));

const Option = styled('li')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 12,
  padding: '8px 10px',
  borderRadius: 6,
  cursor: 'pointer',
  // useAutocomplete marks the highlighted option with this class.
  '&.Mui-focused': { backgroundColor: theme.palette.action.hover },
  '&[aria-selected="true"]': { fontWeight: 700 },
}));

const Muted = styled('span')(({ theme }) => ({ color: theme.palette.text.secondary }));

const Empty = styled('li')(({ theme }) => ({
  padding: '8px 10px',
  color: theme.palette.text.secondary,
}));

const Selected = styled('p')({ margin: '8px 0 0' });
