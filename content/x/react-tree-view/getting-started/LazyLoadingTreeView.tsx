import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { TreeView } from '@mui/x-tree-view/TreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

interface Region {
  id: string;
  name: string;
}

const regions: Region[] = [
  { id: 'eu-west', name: 'EU West (Dublin)' },
  { id: 'us-east', name: 'US East (Virginia)' },
  { id: 'ap-south', name: 'Asia Pacific (Mumbai)' },
];

const serversByRegion: Record<string, string[]> = {
  'eu-west': ['web-01', 'web-02', 'db-primary'],
  'us-east': ['web-01', 'queue-worker', 'db-replica'],
  'ap-south': ['web-01'],
};

// Stands in for a request to your API: the servers of a region arrive after a short delay.
function fetchServers(regionId: string): Promise<string[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(serversByRegion[regionId] ?? []), 800);
  });
}

export default function LazyLoadingTreeView() {
  const [expanded, setExpanded] = React.useState<string[]>([]);
  // undefined: never requested; null: loading; an array: loaded.
  const [servers, setServers] = React.useState<Record<string, string[] | null>>({});

  const handleToggle = (event: React.SyntheticEvent, nodeIds: string[]) => {
    const opened = nodeIds.filter((id) => !expanded.includes(id));
    setExpanded(nodeIds);
    opened
      .filter((id) => regions.some((region) => region.id === id) && servers[id] === undefined)
      .forEach((regionId) => {
        setServers((previous) => ({ ...previous, [regionId]: null }));
        fetchServers(regionId).then((list) => {
          setServers((previous) => ({ ...previous, [regionId]: list }));
        });
      });
  };

  return (
    <Box sx={{ maxWidth: 360 }}>
      <TreeView
        aria-label="Servers by region"
        expanded={expanded}
        onNodeToggle={handleToggle}
        defaultCollapseIcon={<ExpandMoreIcon />}
        defaultExpandIcon={<ChevronRightIcon />}
      >
        {regions.map((region) => {
          const list = servers[region.id];
          return (
            <TreeItem key={region.id} nodeId={region.id} label={region.name}>
              {list === undefined || list === null ? (
                // A placeholder child makes the region expandable before its servers are known.
                <TreeItem
                  nodeId={`${region.id}/loading`}
                  disabled
                  label={
                    <Box
                      component="span"
                      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
                    >
                      <CircularProgress size={14} aria-hidden />
                      Loading servers…
                    </Box>
                  }
                />
              ) : (
                list.map((server) => (
                  <TreeItem key={server} nodeId={`${region.id}/${server}`} label={server} />
                ))
              )}
            </TreeItem>
          );
        })}
      </TreeView>
    </Box>
  );
}
