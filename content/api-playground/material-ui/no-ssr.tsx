import type { NoSsrProps } from '@mui/material/NoSsr';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: <p>Your saved filters load from this browser’s storage.</p>,
    fallback: <p>Loading your saved filters…</p>,
  },
} satisfies PlaygroundPreset<NoSsrProps>;
