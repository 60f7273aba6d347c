import Option from '@mui/joy/Option';
import type { SelectProps } from '@mui/joy/Select';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    defaultValue: 'tea',
    children: [
      <Option key="tea" value="tea">
        Tea
      </Option>,
      <Option key="coffee" value="coffee">
        Coffee
      </Option>,
    ],
    sx: { minWidth: 160 },
  },
} satisfies PlaygroundPreset<SelectProps<string, false>>;
