import type { PortalProps } from '@mui/base/Portal';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    disablePortal: true,
    children: <p>Without disablePortal, this line moves to the end of the page body.</p>,
  },
} satisfies PlaygroundPreset<PortalProps>;
