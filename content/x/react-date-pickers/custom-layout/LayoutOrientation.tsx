import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

type Orientation = 'portrait' | 'landscape';

export default function LayoutOrientation() {
  const [orientation, setOrientation] = React.useState<Orientation>('landscape');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} alignItems="flex-start">
        <ToggleButtonGroup
          size="small"
          exclusive
          value={orientation}
          onChange={(_event, next: Orientation | null) => next && setOrientation(next)}
          aria-label="Orientation"
        >
          <ToggleButton value="portrait">Portrait</ToggleButton>
          <ToggleButton value="landscape">Landscape</ToggleButton>
        </ToggleButtonGroup>
        <StaticDatePicker
          orientation={orientation}
          defaultValue={dayjs('2024-07-19')}
          slotProps={{
            actionBar: { actions: ['today'] },
            layout: {
              sx: {
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                [`.${pickersLayoutClasses.toolbar}`]: {
                  bgcolor: 'action.hover',
                },
                [`.${pickersLayoutClasses.actionBar}`]: {
                  borderTop: 1,
                  borderColor: 'divider',
                },
              },
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
