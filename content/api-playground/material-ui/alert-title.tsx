import Alert from '@mui/material/Alert';
import type { AlertTitleProps } from '@mui/material/AlertTitle';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Trial ends soon',
  },
  wrapper: (
    <Alert severity="warning">
      {/* The title the playground sets. */}
      Your free trial ends in three days. Add a card to keep your projects.
    </Alert>
  ),
} satisfies PlaygroundPreset<AlertTitleProps>;
