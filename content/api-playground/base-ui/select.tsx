import { Option } from '@mui/base/Option';
import type { SelectProps } from '@mui/base/Select';
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
  },
} satisfies PlaygroundPreset<SelectProps<string, false>>;
