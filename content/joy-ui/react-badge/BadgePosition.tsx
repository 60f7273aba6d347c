import * as React from 'react';
import Badge, { type BadgeProps } from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

type Origin = NonNullable<BadgeProps['anchorOrigin']>;

const origins: { label: string; value: string; origin: Origin }[] = [
  { label: 'Top right', value: 'top-right', origin: { vertical: 'top', horizontal: 'right' } },
  { label: 'Top left', value: 'top-left', origin: { vertical: 'top', horizontal: 'left' } },
  {
    label: 'Bottom right',
    value: 'bottom-right',
    origin: { vertical: 'bottom', horizontal: 'right' },
  },
  {
    label: 'Bottom left',
    value: 'bottom-left',
    origin: { vertical: 'bottom', horizontal: 'left' },
  },
];

export default function BadgePosition() {
  const [value, setValue] = React.useState('top-right');
  const selected = origins.find((item) => item.value === value) ?? origins[0];

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
      <div>
        <Typography id="badge-origin" level="title-sm" sx={{ mb: 1 }}>
          anchorOrigin
        </Typography>
        <RadioGroup
          aria-labelledby="badge-origin"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        >
          {origins.map((item) => (
            <Radio key={item.value} value={item.value} label={item.label} />
          ))}
        </RadioGroup>
      </div>
      <Box sx={{ display: 'flex', gap: 5 }}>
        <Badge anchorOrigin={selected.origin} badgeContent={3}>
          <Sheet variant="outlined" sx={{ width: 64, height: 64, borderRadius: 'md' }} />
        </Badge>
        <Badge anchorOrigin={selected.origin} badgeInset="14%" color="success">
          <Sheet
            variant="soft"
            color="primary"
            sx={{ width: 64, height: 64, borderRadius: '50%' }}
          />
        </Badge>
      </Box>
    </Box>
  );
}
