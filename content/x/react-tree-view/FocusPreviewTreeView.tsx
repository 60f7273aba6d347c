import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { TreeView } from '@mui/x-tree-view/TreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const summaries: Record<string, { title: string; text: string }> = {
  shortcuts: {
    title: 'Keyboard shortcuts',
    text: 'Every command of the editor with its shortcut on Windows, macOS and Linux.',
  },
  'shortcuts-editing': {
    title: 'Editing shortcuts',
    text: 'Undo, redo, duplicate a line, move a block up or down.',
  },
  'shortcuts-navigation': {
    title: 'Navigation shortcuts',
    text: 'Jump to a file, a symbol or a line number without the mouse.',
  },
  extensions: {
    title: 'Extensions',
    text: 'Find, install and update extensions, and keep them in sync across machines.',
  },
  'extensions-themes': {
    title: 'Color themes',
    text: 'Switch between light, dark and high-contrast themes, or build your own.',
  },
  troubleshooting: {
    title: 'Troubleshooting',
    text: 'What to collect before you contact support: logs, version and system details.',
  },
};

export default function FocusPreviewTreeView() {
  const [focusedId, setFocusedId] = React.useState<string | null>(null);
  const summary = focusedId ? summaries[focusedId] : undefined;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TreeView
        aria-label="Help topics"
        disableSelection
        defaultExpanded={['shortcuts']}
        onNodeFocus={(event, nodeId) => setFocusedId(nodeId)}
        defaultCollapseIcon={<ExpandMoreIcon />}
        defaultExpandIcon={<ChevronRightIcon />}
        sx={{ minWidth: 240 }}
      >
        <TreeItem nodeId="shortcuts" label="Keyboard shortcuts">
          <TreeItem nodeId="shortcuts-editing" label="Editing" />
          <TreeItem nodeId="shortcuts-navigation" label="Navigation" />
        </TreeItem>
        <TreeItem nodeId="extensions" label="Extensions">
          <TreeItem nodeId="extensions-themes" label="Color themes" />
        </TreeItem>
        <TreeItem nodeId="troubleshooting" label="Troubleshooting" />
      </TreeView>
      <Paper variant="outlined" sx={{ p: 2, flex: 1, minHeight: 96 }} aria-live="polite">
        {summary ? (
          <React.Fragment>
            <Typography variant="subtitle2" component="p">
              {summary.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {summary.text}
            </Typography>
          </React.Fragment>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Focus a topic (click it, or Tab into the tree and use the arrow keys) to preview it.
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
