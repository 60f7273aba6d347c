import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';
import type {} from '@mui/material/themeCssVarsAugmentation';

/** One styled grid for the whole app: import it wherever a table is needed. */
const CompactGrid = styled(DataGrid)(({ theme }) => ({
  border: 0,
  fontSize: theme.typography.body2.fontSize,
  [`& .${gridClasses.columnHeaders}`]: {
    borderBottom: `2px solid ${(theme.vars ?? theme).palette.text.primary}`,
  },
  [`& .${gridClasses.columnHeaderTitle}`]: {
    fontWeight: 700,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    fontSize: theme.typography.caption.fontSize,
  },
  [`& .${gridClasses.cell}`]: {
    borderColor: (theme.vars ?? theme).palette.divider,
  },
  [`& .${gridClasses.columnSeparator}`]: {
    display: 'none',
  },
}));

interface Bird {
  id: number;
  species: string;
  latin: string;
  count: number;
  site: string;
}

const sightings: Bird[] = [
  { id: 1, species: 'Common kingfisher', latin: 'Alcedo atthis', count: 2, site: 'Mill pond' },
  { id: 2, species: 'Grey heron', latin: 'Ardea cinerea', count: 5, site: 'Reed beds' },
  {
    id: 3,
    species: 'Eurasian wren',
    latin: 'Troglodytes troglodytes',
    count: 11,
    site: 'Hedgerow',
  },
  { id: 4, species: 'Red kite', latin: 'Milvus milvus', count: 1, site: 'North meadow' },
  {
    id: 5,
    species: 'Great crested grebe',
    latin: 'Podiceps cristatus',
    count: 4,
    site: 'Mill pond',
  },
  { id: 6, species: 'Long-tailed tit', latin: 'Aegithalos caudatus', count: 9, site: 'Hedgerow' },
];

// `styled` drops the generic row type, so the columns use the default `GridColDef`.
const columns: GridColDef[] = [
  { field: 'species', headerName: 'Species', flex: 1, minWidth: 170 },
  { field: 'latin', headerName: 'Latin name', flex: 1, minWidth: 190 },
  { field: 'count', headerName: 'Count', type: 'number', width: 90 },
  { field: 'site', headerName: 'Site', width: 130 },
];

export default function StyledDataGridComponent() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <CompactGrid
        rows={sightings}
        columns={columns}
        density="compact"
        hideFooter
        aria-label="Bird survey, morning count"
      />
    </Box>
  );
}
