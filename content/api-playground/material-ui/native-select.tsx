import type { NativeSelectProps } from '@mui/material/NativeSelect';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    defaultValue: 'tea',
    children: [
      <option key="tea" value="tea">
        Tea
      </option>,
      <option key="coffee" value="coffee">
        Coffee
      </option>,
    ],
  },
} satisfies PlaygroundPreset<NativeSelectProps>;
