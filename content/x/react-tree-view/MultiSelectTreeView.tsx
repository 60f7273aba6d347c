import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { TreeView } from '@mui/x-tree-view/TreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

interface Team {
  id: string;
  name: string;
  members: { id: string; name: string }[];
}

const teams: Team[] = [
  {
    id: 'design',
    name: 'Design',
    members: [
      { id: 'ana', name: 'Ana Lima' },
      { id: 'kenji', name: 'Kenji Sato' },
    ],
  },
  {
    id: 'engineering',
    name: 'Engineering',
    members: [
      { id: 'fatima', name: 'Fatima Zahra' },
      { id: 'lars', name: 'Lars Nilsson' },
      { id: 'priya', name: 'Priya Raman' },
    ],
  },
  {
    id: 'support',
    name: 'Support',
    members: [{ id: 'omar', name: 'Omar Haddad' }],
  },
];

const names = new Map<string, string>(
  teams.flatMap((team) => [
    [team.id, team.name] as [string, string],
    ...team.members.map((member) => [member.id, member.name] as [string, string]),
  ]),
);

export default function MultiSelectTreeView() {
  const [selected, setSelected] = React.useState<string[]>(['kenji']);

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <TreeView
        aria-label="Teams and members"
        multiSelect
        selected={selected}
        onNodeSelect={(event, nodeIds) => setSelected(nodeIds)}
        defaultExpanded={['design', 'engineering']}
        defaultCollapseIcon={<ExpandMoreIcon />}
        defaultExpandIcon={<ChevronRightIcon />}
      >
        {teams.map((team) => (
          <TreeItem key={team.id} nodeId={team.id} label={team.name}>
            {team.members.map((member) => (
              <TreeItem key={member.id} nodeId={member.id} label={member.name} />
            ))}
          </TreeItem>
        ))}
      </TreeView>
      <Typography variant="body2" role="status">
        {selected.length === 0
          ? 'Nothing selected'
          : `Selected: ${selected.map((id) => names.get(id) ?? id).join(', ')}`}
      </Typography>
    </Stack>
  );
}
