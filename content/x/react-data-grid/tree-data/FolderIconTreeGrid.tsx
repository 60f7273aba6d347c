import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import DescriptionIcon from '@mui/icons-material/Description';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import {
  DataGridPro,
  DataGridProProps,
  GridColDef,
  GridRenderCellParams,
  useGridApiContext,
} from '@mui/x-data-grid-pro';

interface Entry {
  id: number;
  path: string[];
  owner: string;
}

const rows: Entry[] = [
  { id: 1, path: ['Contracts'], owner: 'Legal' },
  { id: 2, path: ['Contracts', '2024'], owner: 'Legal' },
  { id: 3, path: ['Contracts', '2024', 'Lease renewal.pdf'], owner: 'Ana Petrova' },
  { id: 4, path: ['Contracts', '2024', 'Cleaning services.pdf'], owner: 'Ana Petrova' },
  { id: 5, path: ['Contracts', 'Templates'], owner: 'Legal' },
  { id: 6, path: ['Contracts', 'Templates', 'NDA.docx'], owner: 'Yusuf Demir' },
  { id: 7, path: ['Onboarding'], owner: 'People team' },
  { id: 8, path: ['Onboarding', 'Welcome pack.pdf'], owner: 'Clara Moss' },
  { id: 9, path: ['Onboarding', 'IT checklist.xlsx'], owner: 'Ravi Menon' },
];

function FileTreeCell(params: GridRenderCellParams<Entry>) {
  const { id, rowNode, formattedValue } = params;
  const apiRef = useGridApiContext();
  const isFolder = rowNode.type === 'group';
  const expanded = isFolder && !!rowNode.childrenExpanded;

  let icon = <DescriptionIcon fontSize="small" color="action" />;
  if (isFolder) {
    icon = expanded ? (
      <FolderOpenIcon fontSize="small" color="primary" />
    ) : (
      <FolderIcon fontSize="small" color="primary" />
    );
  }

  return (
    // Indent by depth; the logical margin follows the reading direction.
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        marginInlineStart: (theme) => theme.spacing(rowNode.depth * 2.5),
      }}
    >
      {isFolder ? (
        <IconButton
          size="small"
          tabIndex={-1}
          aria-label={expanded ? `Collapse ${formattedValue}` : `Expand ${formattedValue}`}
          onClick={(event) => {
            event.stopPropagation();
            apiRef.current.setRowChildrenExpansion(id, !expanded);
          }}
        >
          {expanded ? (
            <KeyboardArrowDownIcon fontSize="inherit" />
          ) : (
            <KeyboardArrowRightIcon
              fontSize="inherit"
              sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
            />
          )}
        </IconButton>
      ) : (
        // Keep file names aligned with the folder names above them.
        <Box sx={{ width: 30, flexShrink: 0 }} />
      )}
      {icon}
      <span>{formattedValue}</span>
    </Box>
  );
}

const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Name',
  width: 320,
  renderCell: (params) => <FileTreeCell {...params} />,
};

const columns: GridColDef<Entry>[] = [{ field: 'owner', headerName: 'Owner', width: 150 }];

const getTreeDataPath: DataGridProProps['getTreeDataPath'] = (row) => row.path;

export default function FolderIconTreeGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
