import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { TreeView } from '@mui/x-tree-view/TreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisabledItemsTreeView() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ maxWidth: 400 }}>
      <FormControlLabel
        control={
          <Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />
        }
        label="Disabled items are focusable"
      />
      <TreeView
        aria-label="Course modules"
        disabledItemsFocusable={focusable}
        defaultExpanded={['module-1', 'module-2']}
        defaultCollapseIcon={<ExpandMoreIcon />}
        defaultExpandIcon={<ChevronRightIcon />}
      >
        <TreeItem nodeId="module-1" label="Module 1: Foundations">
          <TreeItem nodeId="lesson-1-1" label="Lesson 1.1: Variables" />
          <TreeItem nodeId="lesson-1-2" label="Lesson 1.2: Functions" />
        </TreeItem>
        <TreeItem nodeId="module-2" label="Module 2: Data structures">
          <TreeItem nodeId="lesson-2-1" label="Lesson 2.1: Arrays" />
          <TreeItem nodeId="lesson-2-2" label="Lesson 2.2: Maps (unlocks next week)" disabled />
        </TreeItem>
        <TreeItem nodeId="module-3" label="Module 3: Async code (locked)" disabled>
          <TreeItem nodeId="lesson-3-1" label="Lesson 3.1: Promises" />
        </TreeItem>
      </TreeView>
    </Box>
  );
}
