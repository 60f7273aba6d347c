import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridPreProcessEditCellProps } from '@mui/x-data-grid';
import type {} from '@mui/material/themeCssVarsAugmentation';

interface Account {
  id: number;
  username: string;
  email: string;
  age: number;
}

const rows: Account[] = [
  { id: 1, username: 'mira_k', email: 'mira@example.com', age: 34 },
  { id: 2, username: 'tobias', email: 'tobias@example.com', age: 27 },
  { id: 3, username: 'yuki.t', email: 'yuki@example.com', age: 41 },
  { id: 4, username: 'omar88', email: 'omar@example.com', age: 19 },
];

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const columns: GridColDef<Account>[] = [
  {
    field: 'username',
    headerName: 'Username (3+ chars)',
    flex: 1,
    minWidth: 160,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const value = String(params.props.value ?? '');
      return { ...params.props, error: value.trim().length < 3 };
    },
  },
  {
    field: 'email',
    headerName: 'Email',
    flex: 1,
    minWidth: 180,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => ({
      ...params.props,
      error: !EMAIL_PATTERN.test(String(params.props.value ?? '')),
    }),
  },
  {
    field: 'age',
    headerName: 'Age (18–120)',
    type: 'number',
    width: 130,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const age = Number(params.props.value);
      return { ...params.props, error: !Number.isInteger(age) || age < 18 || age > 120 };
    },
  },
];

export default function ValidationGrid() {
  return (
    <Box
      sx={(theme) => ({
        height: 300,
        width: '100%',
        // The edit input receives `error: true` and gets the `Mui-error` class (and aria-invalid).
        '& .MuiDataGrid-editInputCell.Mui-error': {
          boxShadow: `inset 0 0 0 2px ${(theme.vars ?? theme).palette.error.main}`,
          bgcolor: 'rgba(244, 67, 54, 0.08)',
          ...theme.applyStyles('dark', { bgcolor: 'rgba(244, 67, 54, 0.16)' }),
        },
      })}
    >
      <DataGrid rows={rows} columns={columns} hideFooter aria-label="Accounts with validation" />
    </Box>
  );
}
