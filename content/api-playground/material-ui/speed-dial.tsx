import FileCopyIcon from '@mui/icons-material/FileCopy';
import ShareIcon from '@mui/icons-material/Share';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import type { SpeedDialProps } from '@mui/material/SpeedDial';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    ariaLabel: 'File actions',
    icon: <SpeedDialIcon />,
    children: [
      <SpeedDialAction key="copy" icon={<FileCopyIcon />} tooltipTitle="Copy" />,
      <SpeedDialAction key="share" icon={<ShareIcon />} tooltipTitle="Share" />,
    ],
  },
} satisfies PlaygroundPreset<SpeedDialProps>;
