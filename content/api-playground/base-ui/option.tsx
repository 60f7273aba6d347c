import { Option } from '@mui/base/Option';
import { Select } from '@mui/base/Select';
import type { OptionProps } from '@mui/base/Option';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    value: 'porto',
    children: 'Porto',
  },
  wrapper: (
    <Select defaultValue="porto" aria-label="City">
      <Option value="lisbon">Lisbon</Option>
      {/* The option the playground sets: open the select to see it. */}
      <Option value="faro">Faro</Option>
    </Select>
  ),
} satisfies PlaygroundPreset<OptionProps<string>>;
