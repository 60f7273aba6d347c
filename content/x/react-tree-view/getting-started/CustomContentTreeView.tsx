import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import IndeterminateCheckBoxIcon from '@mui/icons-material/IndeterminateCheckBox';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ArrowRightIcon from '@mui/icons-material/ArrowRight';
import { TreeView } from '@mui/x-tree-view/TreeView';
import { TreeItem, useTreeItem, type TreeItemContentProps } from '@mui/x-tree-view/TreeItem';

interface DriveFolder {
  id: string;
  name: string;
  /** Size in megabytes; only folders without subfolders carry one. */
  sizeMb?: number;
  children?: DriveFolder[];
}

const drive: DriveFolder[] = [
  {
    id: 'documents',
    name: 'Documents',
    children: [
      { id: 'contracts', name: 'Contracts', sizeMb: 340 },
      { id: 'invoices', name: 'Invoices 2024', sizeMb: 120 },
      { id: 'tax', name: 'Tax returns', sizeMb: 85 },
    ],
  },
  {
    id: 'projects',
    name: 'Projects',
    children: [
      {
        id: 'website',
        name: 'Website redesign',
        children: [
          { id: 'mockups', name: 'Mockups', sizeMb: 950 },
          { id: 'exports', name: 'Image exports', sizeMb: 1800 },
        ],
      },
      {
        id: 'podcast',
        name: 'Podcast',
        children: [
          { id: 'raw-audio', name: 'Raw audio', sizeMb: 7400 },
          { id: 'masters', name: 'Episode masters', sizeMb: 2300 },
        ],
      },
    ],
  },
  { id: 'shared', name: 'Shared with me', sizeMb: 640 },
];

// Each folder id mapped to the ids of the leaf folders below it (a leaf maps to itself).
const leavesOf = new Map<string, string[]>();
const sizeOf = new Map<string, number>();

function index(folder: DriveFolder): string[] {
  const leaves = folder.children ? folder.children.flatMap(index) : [folder.id];
  leavesOf.set(folder.id, leaves);
  sizeOf.set(folder.id, folder.sizeMb ?? 0);
  return leaves;
}
drive.forEach(index);

function formatSize(megabytes: number) {
  return megabytes >= 1000 ? `${(megabytes / 1000).toFixed(1)} GB` : `${megabytes} MB`;
}

type CheckState = 'checked' | 'partial' | 'unchecked';

interface SyncSelection {
  stateOf: (folderId: string) => CheckState;
  toggle: (folderId: string) => void;
}

const SyncSelectionContext = React.createContext<SyncSelection>({
  stateOf: () => 'unchecked',
  toggle: () => {},
});

const checkIcons = {
  checked: CheckBoxIcon,
  partial: IndeterminateCheckBoxIcon,
  unchecked: CheckBoxOutlineBlankIcon,
};

// The row of every folder: the arrow opens the folder, the rest of the row ticks its box.
const SyncFolderContent = React.forwardRef(function SyncFolderContent(
  props: TreeItemContentProps,
  ref: React.Ref<HTMLDivElement>,
) {
  const { classes, className, label, nodeId, icon, expansionIcon, displayIcon, ...other } = props;
  const { disabled, expanded, focused, handleExpansion, preventSelection } = useTreeItem(nodeId);
  const { stateOf, toggle } = React.useContext(SyncSelectionContext);
  const state = stateOf(nodeId);
  const CheckIcon = checkIcons[state];
  const totalMb = (leavesOf.get(nodeId) ?? []).reduce((sum, id) => sum + (sizeOf.get(id) ?? 0), 0);

  return (
    // The tree root handles the keyboard (Space ticks the focused folder); this row handles clicks.
    <div
      {...other}
      ref={ref}
      // No `classes.selected`: the check box shows the state, so the row keeps a plain background.
      className={[
        className,
        classes.root,
        expanded && classes.expanded,
        focused && classes.focused,
        disabled && classes.disabled,
      ]
        .filter(Boolean)
        .join(' ')}
      onMouseDown={preventSelection}
      onClick={() => {
        if (!disabled) {
          toggle(nodeId);
        }
      }}
    >
      <div
        className={classes.iconContainer}
        onClick={(event) => {
          event.stopPropagation();
          handleExpansion(event);
        }}
      >
        {icon || expansionIcon || displayIcon}
      </div>
      <CheckIcon
        fontSize="small"
        color={state === 'unchecked' ? 'action' : 'primary'}
        sx={{ marginInlineEnd: 1 }}
      />
      <Typography component="div" variant="body2" className={classes.label}>
        {label}
      </Typography>
      <Typography component="div" variant="caption" color="text.secondary">
        {formatSize(totalMb)}
      </Typography>
    </div>
  );
});

function renderFolder(folder: DriveFolder) {
  return (
    <TreeItem
      key={folder.id}
      nodeId={folder.id}
      label={folder.name}
      ContentComponent={SyncFolderContent}
    >
      {folder.children?.map(renderFolder)}
    </TreeItem>
  );
}

export default function CustomContentTreeView() {
  // The source of truth: the leaf folders that sync. Parents derive their state from them.
  const [syncedLeaves, setSyncedLeaves] = React.useState<string[]>(['contracts', 'mockups']);

  const selection = React.useMemo<SyncSelection>(() => {
    const synced = new Set(syncedLeaves);
    const stateOf = (folderId: string): CheckState => {
      const leaves = leavesOf.get(folderId) ?? [];
      const count = leaves.filter((id) => synced.has(id)).length;
      if (count === 0) {
        return 'unchecked';
      }
      return count === leaves.length ? 'checked' : 'partial';
    };
    const toggle = (folderId: string) => {
      const leaves = leavesOf.get(folderId) ?? [];
      setSyncedLeaves((previous) =>
        stateOf(folderId) === 'checked'
          ? previous.filter((id) => !leaves.includes(id))
          : Array.from(new Set([...previous, ...leaves])),
      );
    };
    return { stateOf, toggle };
  }, [syncedLeaves]);

  // Folders whose every leaf syncs: the tree marks them aria-selected.
  const checkedFolders = Array.from(leavesOf.keys()).filter(
    (id) => selection.stateOf(id) === 'checked',
  );

  // Keyboard selection (Space, Shift+arrows, Ctrl+A) arrives here: apply what it added or removed.
  const handleNodeSelect = (event: React.SyntheticEvent, nodeIds: string[]) => {
    const added = nodeIds.filter((id) => !checkedFolders.includes(id));
    const removed = checkedFolders.filter((id) => !nodeIds.includes(id));
    setSyncedLeaves((previous) => {
      const next = new Set(previous);
      removed.forEach((id) => leavesOf.get(id)?.forEach((leaf) => next.delete(leaf)));
      added.forEach((id) => leavesOf.get(id)?.forEach((leaf) => next.add(leaf)));
      return Array.from(next);
    });
  };

  const totalMb = syncedLeaves.reduce((sum, id) => sum + (sizeOf.get(id) ?? 0), 0);

  return (
    <Box sx={{ maxWidth: 420 }}>
      <SyncSelectionContext.Provider value={selection}>
        <TreeView
          aria-label="Folders to keep offline"
          multiSelect
          selected={checkedFolders}
          onNodeSelect={handleNodeSelect}
          defaultExpanded={['documents', 'projects', 'website']}
          defaultCollapseIcon={<ArrowDropDownIcon />}
          defaultExpandIcon={<ArrowRightIcon />}
          sx={{ '& .MuiTreeItem-content': { py: 0.25, gap: 0.5 } }}
        >
          {drive.map(renderFolder)}
        </TreeView>
      </SyncSelectionContext.Provider>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {syncedLeaves.length === 0
          ? 'Nothing is kept offline'
          : `${syncedLeaves.length} folders, ${formatSize(totalMb)} kept offline`}
      </Typography>
    </Box>
  );
}
