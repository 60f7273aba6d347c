import MenuItem from '@mui/material/MenuItem';
import type { SelectProps } from '@mui/material/Select';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    variant: 'outlined',
    defaultValue: 'week',
    children: [
      <MenuItem key="day" value="day">
        Today
      </MenuItem>,
      <MenuItem key="week" value="week">
        This week
      </MenuItem>,
      <MenuItem key="month" value="month">
        This month
      </MenuItem>,
    ],
    sx: { minWidth: 180 },
  },
} satisfies PlaygroundPreset<SelectProps>;
