import * as React from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { TreeView } from '@mui/x-tree-view/TreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function BasicTreeView() {
  return (
    <TreeView
      aria-label="Project files"
      defaultCollapseIcon={<ExpandMoreIcon />}
      defaultExpandIcon={<ChevronRightIcon />}
      defaultExpanded={['src']}
      sx={{ maxWidth: 360 }}
    >
      <TreeItem nodeId="src" label="src">
        <TreeItem nodeId="src/app" label="App.tsx" />
        <TreeItem nodeId="src/components" label="components">
          <TreeItem nodeId="src/components/header" label="Header.tsx" />
          <TreeItem nodeId="src/components/footer" label="Footer.tsx" />
        </TreeItem>
      </TreeItem>
      <TreeItem nodeId="public" label="public">
        <TreeItem nodeId="public/favicon" label="favicon.svg" />
      </TreeItem>
      <TreeItem nodeId="package" label="package.json" />
    </TreeView>
  );
}
