import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import type { OptionProps } from '@mui/joy/Option';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    value: 'porto',
    children: 'Porto',
  },
  wrapper: (
    <Select defaultValue="porto" aria-label="City" sx={{ maxWidth: 240 }}>
      <Option value="lisbon">Lisbon</Option>
      {/* The option the playground sets: open the select to see it. */}
      <Option value="faro">Faro</Option>
    </Select>
  ),
} satisfies PlaygroundPreset<OptionProps>;
