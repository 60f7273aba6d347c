import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { BarChart } from '@mui/x-charts/BarChart';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { TreeView } from '@mui/x-tree-view/TreeView';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import type { BuilderState } from './builderState';
import { GalleryCard, GalleryGrid } from './GalleryFrame';
import { builderThemeOptions } from './themeCode';

const COLUMNS: GridColDef[] = [
  { field: 'name', headerName: 'Project', flex: 1, minWidth: 96 },
  { field: 'owner', headerName: 'Owner', width: 96 },
  { field: 'progress', headerName: 'Done (%)', type: 'number', width: 90 },
];

const ROWS = [
  { id: 1, name: 'Checkout redesign', owner: 'Amara', progress: 80 },
  { id: 2, name: 'Search filters', owner: 'Jonas', progress: 45 },
  { id: 3, name: 'Mobile onboarding', owner: 'Priya', progress: 20 },
  { id: 4, name: 'Billing export', owner: 'Luis', progress: 95 },
];

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

interface BuilderGalleryProps {
  state: BuilderState;
  direction: 'ltr' | 'rtl';
}

/**
 * Real components in the built theme: its own ThemeProvider, independent of the
 * site's demo theme. The page's direction is added to the theme, not exported.
 */
export default function BuilderGallery({ state, direction }: BuilderGalleryProps) {
  const theme = useMemo(
    () => createTheme({ ...builderThemeOptions(state), direction }),
    [state, direction],
  );
  return (
    <ThemeProvider theme={theme}>
      <ScopedCssBaseline sx={{ p: 2, borderRadius: 1 }}>
        <GalleryGrid>
          <GalleryCard title="Inputs">
            <Stack spacing={2}>
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                <Button variant="contained" data-preview="button">
                  Save changes
                </Button>
                <Button variant="outlined">Cancel</Button>
                <Button variant="text" color="secondary">
                  Share
                </Button>
              </Stack>
              <TextField label="Project name" defaultValue="Atlas" />
              <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
                <FormControlLabel control={<Switch defaultChecked />} label="Notifications" />
                <Chip label="In review" color="primary" />
                <Chip label="Design" color="secondary" variant="outlined" />
              </Stack>
            </Stack>
          </GalleryCard>
          <GalleryCard title="Date calendar">
            <LocalizationProvider dateAdapter={AdapterDayjs}>
              <DateCalendar defaultValue={dayjs('2024-05-14')} sx={{ maxWidth: '100%' }} />
            </LocalizationProvider>
          </GalleryCard>
          <GalleryCard title="Data grid">
            <Box sx={{ height: 290, width: '100%' }}>
              <DataGrid
                rows={ROWS}
                columns={COLUMNS}
                hideFooter
                experimentalFeatures={{ ariaV7: true }}
              />
            </Box>
          </GalleryCard>
          <GalleryCard title="Bar chart">
            <BarChart
              height={260}
              xAxis={[{ scaleType: 'band', data: WEEKDAYS }]}
              series={[
                { data: [12, 18, 9, 15, 21], label: 'Opened', color: theme.palette.primary.main },
                { data: [8, 11, 7, 12, 16], label: 'Closed', color: theme.palette.secondary.main },
              ]}
            />
          </GalleryCard>
          <GalleryCard title="Tree view">
            <TreeView
              aria-label="Project files"
              defaultExpanded={['src']}
              defaultCollapseIcon={<ExpandMoreIcon />}
              defaultExpandIcon={<ChevronRightIcon />}
            >
              <TreeItem nodeId="src" label="src">
                <TreeItem nodeId="app" label="App.tsx" />
                <TreeItem nodeId="theme" label="theme.ts" />
              </TreeItem>
              <TreeItem nodeId="public" label="public">
                <TreeItem nodeId="icon" label="favicon.svg" />
              </TreeItem>
            </TreeView>
          </GalleryCard>
        </GalleryGrid>
      </ScopedCssBaseline>
    </ThemeProvider>
  );
}
