import { Option } from '@mui/base/Option';
import { Select } from '@mui/base/Select';
import type { OptionGroupProps } from '@mui/base/OptionGroup';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    label: 'Portugal',
    children: [
      <Option key="lisbon" value="lisbon">
        Lisbon
      </Option>,
      <Option key="porto" value="porto">
        Porto
      </Option>,
    ],
  },
  wrapper: (
    <Select defaultValue="porto" aria-label="City">
      {/* The group the playground sets: open the select to see it. */}
    </Select>
  ),
} satisfies PlaygroundPreset<OptionGroupProps>;
