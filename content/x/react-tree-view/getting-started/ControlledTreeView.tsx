import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { TreeView } from '@mui/x-tree-view/TreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const parentIds = ['europe', 'europe-north', 'asia'];

export default function ControlledTreeView() {
  const [expanded, setExpanded] = React.useState<string[]>(['europe']);
  const [selected, setSelected] = React.useState<string | null>(null);

  const handleToggleAll = () => {
    setExpanded((previous) => (previous.length === 0 ? parentIds : []));
  };

  return (
    <Box sx={{ maxWidth: 400 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button variant="outlined" size="small" onClick={handleToggleAll}>
          {expanded.length === 0 ? 'Expand all' : 'Collapse all'}
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setSelected(null)}
          disabled={selected === null}
        >
          Clear selection
        </Button>
      </Stack>
      <TreeView
        aria-label="Warehouses by region"
        expanded={expanded}
        onNodeToggle={(event, nodeIds) => setExpanded(nodeIds)}
        selected={selected}
        onNodeSelect={(event, nodeId) => setSelected(nodeId)}
        defaultCollapseIcon={<ExpandMoreIcon />}
        defaultExpandIcon={<ChevronRightIcon />}
      >
        <TreeItem nodeId="europe" label="Europe">
          <TreeItem nodeId="europe-north" label="Northern Europe">
            <TreeItem nodeId="oslo" label="Oslo warehouse" />
            <TreeItem nodeId="helsinki" label="Helsinki warehouse" />
          </TreeItem>
          <TreeItem nodeId="lyon" label="Lyon warehouse" />
        </TreeItem>
        <TreeItem nodeId="asia" label="Asia">
          <TreeItem nodeId="osaka" label="Osaka warehouse" />
          <TreeItem nodeId="pune" label="Pune warehouse" />
        </TreeItem>
      </TreeView>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        Expanded: {expanded.length ? expanded.join(', ') : 'none'} · Selected: {selected ?? 'none'}
      </Typography>
    </Box>
  );
}
