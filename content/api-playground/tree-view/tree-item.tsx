import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { TreeView } from '@mui/x-tree-view/TreeView';
import type { TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    nodeId: 'recipes',
    label: 'Recipes',
    children: [
      <TreeItem key="bread" nodeId="bread" label="Sourdough bread" />,
      <TreeItem key="curry" nodeId="curry" label="Chickpea curry" />,
    ],
  },
  wrapper: (
    <TreeView
      defaultCollapseIcon={<ExpandMoreIcon />}
      defaultExpandIcon={<ChevronRightIcon />}
      defaultExpanded={['recipes']}
    />
  ),
} satisfies PlaygroundPreset<TreeItemProps>;
