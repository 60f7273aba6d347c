import * as React from 'react';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const ranges = ['Day', 'Week', 'Month', 'Year'];

export default function RadioSegmented() {
  const [range, setRange] = React.useState('Week');

  return (
    <div>
      <Typography id="range-label" level="title-sm" sx={{ mb: 1 }}>
        Chart range
      </Typography>
      <RadioGroup
        aria-labelledby="range-label"
        orientation="horizontal"
        variant="outlined"
        value={range}
        onChange={(event) => setRange(event.target.value)}
        sx={{ display: 'inline-flex', p: 0.5, gap: 0.5, borderRadius: 'md', flexWrap: 'wrap' }}
      >
        {ranges.map((item) => (
          <Radio
            key={item}
            value={item}
            label={item}
            disableIcon
            color="neutral"
            variant={range === item ? 'solid' : 'plain'}
            slotProps={{
              action: { sx: { borderRadius: 'sm' } },
              label: { sx: { px: 1.5, py: 0.5 } },
            }}
          />
        ))}
      </RadioGroup>
    </div>
  );
}
