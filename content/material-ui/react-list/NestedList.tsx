import * as React from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import DescriptionIcon from '@mui/icons-material/Description';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';

interface Folder {
  name: string;
  files: string[];
}

const folders: Folder[] = [
  { name: 'Contracts', files: ['Lease agreement 2024.pdf', 'Supplier terms.docx'] },
  { name: 'Finance', files: ['Budget Q2.xlsx', 'Expense policy.pdf', 'Payroll calendar.xlsx'] },
  { name: 'Marketing', files: ['Brand guidelines.pdf'] },
];

export default function NestedList() {
  const [open, setOpen] = React.useState<Record<string, boolean>>({ Finance: true });

  const toggle = (name: string) => setOpen((current) => ({ ...current, [name]: !current[name] }));

  return (
    <List
      sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }}
      aria-labelledby="shared-drive-subheader"
      subheader={<ListSubheader id="shared-drive-subheader">Shared drive</ListSubheader>}
    >
      {folders.map((folder) => {
        const isOpen = Boolean(open[folder.name]);
        const filesId = `folder-${folder.name.toLowerCase()}-files`;
        return (
          <ListItem key={folder.name} disablePadding sx={{ display: 'block' }}>
            <ListItemButton
              onClick={() => toggle(folder.name)}
              aria-expanded={isOpen}
              aria-controls={filesId}
            >
              <ListItemIcon>{isOpen ? <FolderOpenIcon /> : <FolderIcon />}</ListItemIcon>
              <ListItemText primary={folder.name} secondary={`${folder.files.length} files`} />
              {isOpen ? <ExpandLess /> : <ExpandMore />}
            </ListItemButton>
            <Collapse in={isOpen} timeout="auto" id={filesId}>
              <List disablePadding aria-label={`Files in ${folder.name}`}>
                {folder.files.map((file) => (
                  <ListItem key={file} disablePadding>
                    <ListItemButton sx={{ paddingInlineStart: 4 }}>
                      <ListItemIcon>
                        <DescriptionIcon />
                      </ListItemIcon>
                      <ListItemText primary={file} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Collapse>
          </ListItem>
        );
      })}
    </List>
  );
}
