import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ViewListIcon from '@mui/icons-material/ViewList';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';

export default function VerticalToggle() {
  const [view, setView] = React.useState('list');

  return (
    <ToggleButtonGroup
      orientation="vertical"
      value={view}
      exclusive
      onChange={(_event, nextView: string | null) => {
        // Keep one view selected: ignore a click on the current one.
        if (nextView !== null) setView(nextView);
      }}
      aria-label="Gallery layout"
    >
      <ToggleButton value="list" aria-label="List">
        <ViewListIcon />
      </ToggleButton>
      <ToggleButton value="grid" aria-label="Grid">
        <ViewModuleIcon />
      </ToggleButton>
      <ToggleButton value="mosaic" aria-label="Mosaic">
        <ViewQuiltIcon />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
