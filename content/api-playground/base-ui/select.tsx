import { Option } from '@mui/base/Option';
import type { SelectProps } from '@mui/base/Select';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    defaultValue: 'medium',
    children: [
      <Option key="small" value="small">
        Small
      </Option>,
      <Option key="medium" value="medium">
        Medium
      </Option>,
      <Option key="large" value="large">
        Large
      </Option>,
    ],
  },
} satisfies PlaygroundPreset<SelectProps<string, false>>;
