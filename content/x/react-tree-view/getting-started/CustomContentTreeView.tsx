import * as React from 'react';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { TreeView } from '@mui/x-tree-view/TreeView';
import {
  TreeItem,
  useTreeItem,
  type TreeItemContentProps,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';

// Clicking the label only selects; only the arrow expands or collapses the item.
const IconToggleContent = React.forwardRef(function IconToggleContent(
  props: TreeItemContentProps,
  ref,
) {
  const { classes, className, label, nodeId, icon, expansionIcon, displayIcon, ...other } = props;
  const {
    disabled,
    expanded,
    selected,
    focused,
    handleExpansion,
    handleSelection,
    preventSelection,
  } = useTreeItem(nodeId);

  return (
    // The tree item (role="treeitem") handles the keyboard; this element only routes mouse clicks.
    <div
      {...other}
      className={[
        className,
        classes.root,
        expanded && classes.expanded,
        selected && classes.selected,
        focused && classes.focused,
        disabled && classes.disabled,
      ]
        .filter(Boolean)
        .join(' ')}
      onMouseDown={preventSelection}
      ref={ref as React.Ref<HTMLDivElement>}
    >
      <div onClick={handleExpansion} className={classes.iconContainer}>
        {icon || expansionIcon || displayIcon}
      </div>
      <Typography onClick={handleSelection} component="div" className={classes.label}>
        {label}
      </Typography>
    </div>
  );
});

function IconToggleItem(props: TreeItemProps) {
  return <TreeItem ContentComponent={IconToggleContent} {...props} />;
}

export default function CustomContentTreeView() {
  return (
    <TreeView
      aria-label="Recipe categories"
      defaultCollapseIcon={<ExpandMoreIcon />}
      defaultExpandIcon={<ChevronRightIcon />}
      sx={{ maxWidth: 400 }}
    >
      <IconToggleItem nodeId="baking" label="Baking">
        <IconToggleItem nodeId="bread" label="Bread">
          <IconToggleItem nodeId="sourdough" label="Sourdough loaf" />
          <IconToggleItem nodeId="focaccia" label="Rosemary focaccia" />
        </IconToggleItem>
        <IconToggleItem nodeId="cakes" label="Cakes">
          <IconToggleItem nodeId="carrot" label="Carrot cake" />
        </IconToggleItem>
      </IconToggleItem>
      <IconToggleItem nodeId="soups" label="Soups">
        <IconToggleItem nodeId="miso" label="Miso soup" />
        <IconToggleItem nodeId="gazpacho" label="Gazpacho" />
      </IconToggleItem>
    </TreeView>
  );
}
