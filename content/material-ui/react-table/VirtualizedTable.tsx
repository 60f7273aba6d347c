import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TableVirtuoso, type TableComponents } from 'react-virtuoso';

interface LogEntry {
  id: number;
  time: string;
  level: 'INFO' | 'WARN' | 'ERROR';
  service: string;
  message: string;
}

const services = ['auth', 'billing', 'search', 'gateway', 'mailer'];
const messages = [
  'Request completed in 42 ms',
  'Cache miss for session token',
  'Retrying upstream call (attempt 2)',
  'Queue depth above 500',
  'Connection reset by peer',
  'Scheduled job finished',
];

// 10,000 log lines from fixed rules: only the rows in view (plus a few) are in the DOM.
const entries: LogEntry[] = Array.from({ length: 10000 }, (_, index) => {
  const seconds = index * 3;
  const level = index % 17 === 0 ? 'ERROR' : index % 5 === 0 ? 'WARN' : 'INFO';
  return {
    id: index + 1,
    time: `09:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`,
    level,
    service: services[index % services.length],
    message: messages[index % messages.length],
  };
});

const components: TableComponents<LogEntry> = {
  Scroller: React.forwardRef<HTMLDivElement>(function Scroller(props, ref) {
    return <TableContainer {...props} ref={ref} />;
  }),
  Table: (props) => (
    <Table
      {...props}
      aria-label="Service log, 10,000 lines"
      size="small"
      sx={{ borderCollapse: 'separate', tableLayout: 'fixed' }}
    />
  ),
  TableHead: React.forwardRef<HTMLTableSectionElement>(function Head(props, ref) {
    return <TableHead {...props} ref={ref} />;
  }),
  // `item` is the row's data: keep it off the DOM element.
  TableRow: ({ item, ...props }) => <TableRow {...props} hover data-level={item.level} />,
  TableBody: React.forwardRef<HTMLTableSectionElement>(function Body(props, ref) {
    return <TableBody {...props} ref={ref} />;
  }),
};

function headerContent() {
  return (
    <TableRow sx={{ bgcolor: 'background.paper' }}>
      <TableCell sx={{ width: 72 }}>Line</TableCell>
      <TableCell sx={{ width: 96 }}>Time</TableCell>
      <TableCell sx={{ width: 88 }}>Level</TableCell>
      <TableCell sx={{ width: 104 }}>Service</TableCell>
      <TableCell>Message</TableCell>
    </TableRow>
  );
}

function rowContent(_index: number, entry: LogEntry) {
  return (
    <React.Fragment>
      <TableCell>{entry.id}</TableCell>
      <TableCell>{entry.time}</TableCell>
      <TableCell sx={{ color: entry.level === 'ERROR' ? 'error.main' : 'text.primary' }}>
        {entry.level}
      </TableCell>
      <TableCell>{entry.service}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {entry.message}
      </TableCell>
    </React.Fragment>
  );
}

export default function VirtualizedTable() {
  return (
    <Paper variant="outlined" sx={{ height: 400, width: '100%' }}>
      <TableVirtuoso
        data={entries}
        components={components}
        fixedHeaderContent={headerContent}
        itemContent={rowContent}
      />
    </Paper>
  );
}
