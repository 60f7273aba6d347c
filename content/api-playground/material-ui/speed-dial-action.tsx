import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import type { SpeedDialActionProps } from '@mui/material/SpeedDialAction';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    icon: <ShareIcon />,
    tooltipTitle: 'Share',
  },
  wrapper: (
    <SpeedDial ariaLabel="Document actions" icon={<SpeedDialIcon />} direction="right" open>
      <SpeedDialAction icon={<ContentCopyIcon />} tooltipTitle="Copy" />
      {/* The action the playground sets. */}
      <SpeedDialAction icon={<PrintIcon />} tooltipTitle="Print" />
    </SpeedDial>
  ),
} satisfies PlaygroundPreset<SpeedDialActionProps>;
