import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import SchoolIcon from '@mui/icons-material/School';
import WorkIcon from '@mui/icons-material/Work';
import {
  DataGrid,
  GridColDef,
  GridColumnGroupHeaderParams,
  GridColumnGroupingModel,
} from '@mui/x-data-grid';
import type {} from '@mui/material/themeCssVarsAugmentation';

interface Candidate {
  id: number;
  name: string;
  degree: string;
  graduation: number;
  employer: string;
  years: number;
}

const rows: Candidate[] = [
  {
    id: 1,
    name: 'Amina Yusuf',
    degree: 'MSc Statistics',
    graduation: 2016,
    employer: 'Fintrack',
    years: 7,
  },
  {
    id: 2,
    name: 'Pedro Alves',
    degree: 'BSc Physics',
    graduation: 2019,
    employer: 'Orbital Labs',
    years: 4,
  },
  {
    id: 3,
    name: 'Hana Kim',
    degree: 'BA Economics',
    graduation: 2014,
    employer: 'City Transit',
    years: 9,
  },
];

const columns: GridColDef<Candidate>[] = [
  { field: 'name', headerName: 'Candidate', width: 160 },
  { field: 'degree', headerName: 'Degree', width: 160 },
  { field: 'graduation', headerName: 'Year', type: 'number', width: 90 },
  { field: 'employer', headerName: 'Employer', width: 150 },
  { field: 'years', headerName: 'Years', type: 'number', width: 90 },
];

function GroupHeader({ headerName, groupId }: GridColumnGroupHeaderParams) {
  const Icon = groupId === 'education' ? SchoolIcon : WorkIcon;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" fontWeight={600}>
        {headerName}
      </Typography>
    </Box>
  );
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'education',
    headerName: 'Education',
    headerClassName: 'group-education',
    renderHeaderGroup: (params) => <GroupHeader {...params} />,
    children: [{ field: 'degree' }, { field: 'graduation' }],
  },
  {
    groupId: 'experience',
    headerName: 'Experience',
    headerClassName: 'group-experience',
    renderHeaderGroup: (params) => <GroupHeader {...params} />,
    children: [{ field: 'employer' }, { field: 'years' }],
  },
];

export default function StyledGroupHeadersGrid() {
  return (
    <Box
      sx={(theme) => ({
        height: 300,
        width: '100%',
        '& .group-education': {
          backgroundColor: theme.vars
            ? `rgba(${theme.vars.palette.info.mainChannel} / 0.12)`
            : alpha(theme.palette.info.main, 0.12),
        },
        '& .group-experience': {
          backgroundColor: theme.vars
            ? `rgba(${theme.vars.palette.success.mainChannel} / 0.12)`
            : alpha(theme.palette.success.main, 0.12),
        },
      })}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        experimentalFeatures={{ columnGrouping: true }}
        hideFooter
      />
    </Box>
  );
}
