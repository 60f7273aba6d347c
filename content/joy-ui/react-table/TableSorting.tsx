import * as React from 'react';
import Link from '@mui/joy/Link';
import Table from '@mui/joy/Table';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';

interface Runner {
  name: string;
  country: string;
  time: number;
}

const runners: Runner[] = [
  { name: 'Amina Yusuf', country: 'Kenya', time: 8212 },
  { name: 'Lukas Meyer', country: 'Germany', time: 8655 },
  { name: 'Sofia Rossi', country: 'Italy', time: 8431 },
  { name: 'Daniel Park', country: 'South Korea', time: 9017 },
  { name: 'Chloé Martin', country: 'France', time: 8549 },
];

type SortKey = keyof Runner;

function formatTime(seconds: number) {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

const columns: { key: SortKey; label: string }[] = [
  { key: 'name', label: 'Runner' },
  { key: 'country', label: 'Country' },
  { key: 'time', label: 'Finish time' },
];

export default function TableSorting() {
  const [sortKey, setSortKey] = React.useState<SortKey>('time');
  const [ascending, setAscending] = React.useState(true);

  const sorted = [...runners].sort((a, b) => {
    const order = a[sortKey] < b[sortKey] ? -1 : a[sortKey] > b[sortKey] ? 1 : 0;
    return ascending ? order : -order;
  });

  return (
    <Table aria-label="Marathon results" hoverRow>
      <thead>
        <tr>
          {columns.map((column) => {
            const active = column.key === sortKey;
            return (
              <th
                key={column.key}
                aria-sort={active ? (ascending ? 'ascending' : 'descending') : undefined}
              >
                <Link
                  component="button"
                  underline="none"
                  color={active ? 'primary' : 'neutral'}
                  fontWeight="lg"
                  endDecorator={
                    <ArrowDownwardRounded
                      sx={{
                        opacity: active ? 1 : 0,
                        transform: active && ascending ? 'rotate(180deg)' : 'none',
                        transition: '0.2s',
                      }}
                    />
                  }
                  onClick={() => {
                    if (active) {
                      setAscending(!ascending);
                    } else {
                      setSortKey(column.key);
                      setAscending(true);
                    }
                  }}
                >
                  {column.label}
                </Link>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {sorted.map((runner) => (
          <tr key={runner.name}>
            <td>{runner.name}</td>
            <td>{runner.country}</td>
            <td>{formatTime(runner.time)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
