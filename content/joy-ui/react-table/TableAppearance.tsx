import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Switch from '@mui/joy/Switch';
import Table, { type TableProps } from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

type BorderAxis = NonNullable<TableProps['borderAxis']>;

const borderAxes: BorderAxis[] = ['xBetween', 'x', 'yBetween', 'y', 'bothBetween', 'both', 'none'];
const variants: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

const rows = [
  { city: 'Reykjavík', country: 'Iceland', temp: '2 °C' },
  { city: 'Lisbon', country: 'Portugal', temp: '17 °C' },
  { city: 'Nairobi', country: 'Kenya', temp: '24 °C' },
  { city: 'Osaka', country: 'Japan', temp: '12 °C' },
];

export default function TableAppearance() {
  const [borderAxis, setBorderAxis] = React.useState<BorderAxis>('xBetween');
  const [variant, setVariant] = React.useState<VariantProp>('plain');
  const [size, setSize] = React.useState<'sm' | 'md' | 'lg'>('md');
  const [stripe, setStripe] = React.useState(false);
  const [hoverRow, setHoverRow] = React.useState(true);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end' }}>
        <FormControl size="sm">
          <FormLabel>borderAxis</FormLabel>
          <Select value={borderAxis} onChange={(_event, value) => value && setBorderAxis(value)}>
            {borderAxes.map((axis) => (
              <Option key={axis} value={axis}>
                {axis}
              </Option>
            ))}
          </Select>
        </FormControl>
        <FormControl size="sm">
          <FormLabel>variant</FormLabel>
          <Select value={variant} onChange={(_event, value) => value && setVariant(value)}>
            {variants.map((item) => (
              <Option key={item} value={item}>
                {item}
              </Option>
            ))}
          </Select>
        </FormControl>
        <FormControl size="sm">
          <FormLabel>size</FormLabel>
          <Select value={size} onChange={(_event, value) => value && setSize(value)}>
            <Option value="sm">sm</Option>
            <Option value="md">md</Option>
            <Option value="lg">lg</Option>
          </Select>
        </FormControl>
        <Typography
          component="label"
          level="body-sm"
          startDecorator={
            <Switch
              size="sm"
              checked={stripe}
              onChange={(event) => setStripe(event.target.checked)}
              sx={{ mr: 1 }}
            />
          }
        >
          stripe=&quot;odd&quot;
        </Typography>
        <Typography
          component="label"
          level="body-sm"
          startDecorator={
            <Switch
              size="sm"
              checked={hoverRow}
              onChange={(event) => setHoverRow(event.target.checked)}
              sx={{ mr: 1 }}
            />
          }
        >
          hoverRow
        </Typography>
      </Box>
      <Table
        aria-label="Weather by city"
        borderAxis={borderAxis}
        variant={variant}
        color={variant === 'plain' ? 'neutral' : 'primary'}
        size={size}
        stripe={stripe ? 'odd' : undefined}
        hoverRow={hoverRow}
        sx={{ borderRadius: 'sm' }}
      >
        <thead>
          <tr>
            <th>City</th>
            <th>Country</th>
            <th>Temperature</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.city}>
              <td>{row.city}</td>
              <td>{row.country}</td>
              <td>{row.temp}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
