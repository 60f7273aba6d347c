import * as React from 'react';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { TreeView } from '@mui/x-tree-view/TreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function CustomIconsTreeView() {
  return (
    <TreeView
      aria-label="Shared drive"
      defaultExpanded={['reports']}
      defaultCollapseIcon={<FolderOpenIcon />}
      defaultExpandIcon={<FolderIcon />}
      defaultEndIcon={<DescriptionOutlinedIcon />}
      sx={{ maxWidth: 400 }}
    >
      <TreeItem nodeId="reports" label="Reports">
        <TreeItem nodeId="q1" label="2024-Q1 summary.docx" />
        <TreeItem nodeId="q2" label="2024-Q2 summary.docx" />
        <TreeItem nodeId="chart" label="Revenue chart.png" endIcon={<ImageOutlinedIcon />} />
      </TreeItem>
      <TreeItem nodeId="brand" label="Brand assets">
        <TreeItem nodeId="logo" label="Logo.svg" endIcon={<ImageOutlinedIcon />} />
        <TreeItem nodeId="guide" label="Brand guide.pdf" />
      </TreeItem>
      <TreeItem nodeId="readme" label="Read me first.txt" />
    </TreeView>
  );
}
