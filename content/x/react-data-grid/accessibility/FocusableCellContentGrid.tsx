import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import DownloadIcon from '@mui/icons-material/Download';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

interface Report {
  id: number;
  title: string;
  url: string;
  size: string;
}

const reports: Report[] = [
  {
    id: 1,
    title: 'Annual report 2023',
    url: 'https://example.com/reports/annual-2023.pdf',
    size: '4.2 MB',
  },
  {
    id: 2,
    title: 'Sustainability statement',
    url: 'https://example.com/reports/sustainability.pdf',
    size: '1.8 MB',
  },
  {
    id: 3,
    title: 'Quarterly results Q1',
    url: 'https://example.com/reports/q1.pdf',
    size: '920 kB',
  },
  {
    id: 4,
    title: 'Quarterly results Q2',
    url: 'https://example.com/reports/q2.pdf',
    size: '880 kB',
  },
  {
    id: 5,
    title: 'Board remuneration policy',
    url: 'https://example.com/reports/remuneration.pdf',
    size: '310 kB',
  },
];

/** Takes part in the grid's roving tab index and receives focus with its cell. */
function TitleLink(props: GridRenderCellParams<Report, string>) {
  const { value, row, hasFocus, tabIndex } = props;
  const ref = React.useRef<HTMLAnchorElement>(null);
  React.useLayoutEffect(() => {
    if (hasFocus) {
      ref.current?.focus();
    }
  }, [hasFocus]);
  return (
    <Link ref={ref} href={row.url} tabIndex={tabIndex} underline="hover">
      {value}
    </Link>
  );
}

function DownloadButton(props: GridRenderCellParams<Report>) {
  const { row, hasFocus, tabIndex } = props;
  const ref = React.useRef<HTMLButtonElement>(null);
  const [downloaded, setDownloaded] = React.useState(false);
  React.useLayoutEffect(() => {
    if (hasFocus) {
      ref.current?.focus();
    }
  }, [hasFocus]);
  return (
    <IconButton
      ref={ref}
      size="small"
      tabIndex={tabIndex}
      aria-label={`Download ${row.title}, ${row.size}`}
      color={downloaded ? 'success' : 'default'}
      onClick={() => setDownloaded(true)}
    >
      <DownloadIcon fontSize="small" />
    </IconButton>
  );
}

const columns: GridColDef<Report>[] = [
  {
    field: 'title',
    headerName: 'Report',
    flex: 1,
    minWidth: 220,
    renderCell: (params: GridRenderCellParams<Report, string>) => <TitleLink {...params} />,
  },
  { field: 'size', headerName: 'Size', width: 100 },
  {
    field: 'download',
    headerName: 'Download',
    width: 110,
    sortable: false,
    filterable: false,
    renderCell: (params) => <DownloadButton {...params} />,
  },
];

export default function FocusableCellContentGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={reports} columns={columns} hideFooter aria-label="Investor reports" />
    </Box>
  );
}
