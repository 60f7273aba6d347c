import * as React from 'react';
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import GridViewRounded from '@mui/icons-material/GridViewRounded';
import ViewListRounded from '@mui/icons-material/ViewListRounded';
import ViewModuleRounded from '@mui/icons-material/ViewModuleRounded';

type View = 'list' | 'grid' | 'gallery';

export default function ToggleButtonRequired() {
  const [view, setView] = React.useState<View>('list');

  return (
    <ToggleButtonGroup
      aria-label="Layout"
      variant="soft"
      color="primary"
      value={view}
      onChange={(_event, newValue) => {
        // Clicking the pressed button gives null: keep the current view instead.
        if (newValue !== null) {
          setView(newValue);
        }
      }}
    >
      <Button value="list" startDecorator={<ViewListRounded />}>
        List
      </Button>
      <Button value="grid" startDecorator={<GridViewRounded />}>
        Grid
      </Button>
      <Button value="gallery" startDecorator={<ViewModuleRounded />}>
        Gallery
      </Button>
    </ToggleButtonGroup>
  );
}
