import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

const amenities = ['Wi-Fi', 'Parking', 'Pool', 'Pets allowed', 'Breakfast'];

export default function ToggleButtonMultiple() {
  const [selected, setSelected] = React.useState<string[]>(['Wi-Fi', 'Breakfast']);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        aria-label="Amenities"
        variant="soft"
        spacing={1}
        value={selected}
        onChange={(_event, newValue) => setSelected(newValue)}
        sx={{ flexWrap: 'wrap' }}
      >
        {amenities.map((amenity) => (
          <Button key={amenity} value={amenity}>
            {amenity}
          </Button>
        ))}
      </ToggleButtonGroup>
      <Typography level="body-sm">
        {selected.length === 0 ? 'Showing every hotel.' : `Hotels with: ${selected.join(', ')}.`}
      </Typography>
    </Stack>
  );
}
