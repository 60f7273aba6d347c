import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import type { TreeViewProps } from '@mui/x-tree-view/TreeView';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    defaultCollapseIcon: <ExpandMoreIcon />,
    defaultExpandIcon: <ChevronRightIcon />,
    children: [
      <TreeItem key="docs" nodeId="docs" label="Documents">
        <TreeItem nodeId="report" label="report.pdf" />
      </TreeItem>,
      <TreeItem key="photos" nodeId="photos" label="Photos" />,
    ],
  },
} satisfies PlaygroundPreset<TreeViewProps<false>>;
