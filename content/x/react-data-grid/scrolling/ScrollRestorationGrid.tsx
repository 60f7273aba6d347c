import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridScrollParams, useGridApiRef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  pages: number;
}

const words = ['Silent', 'River', 'Glass', 'Winter', 'Harbor', 'Paper', 'Orchard', 'Copper'];
const authors = ['A. Lindqvist', 'M. Okafor', 'R. Tanaka', 'L. Moreau', 'S. Novak', 'P. Reyes'];

const rows: Book[] = Array.from({ length: 100 }, (_, index) => ({
  id: index + 1,
  title: `${words[index % words.length]} ${words[(index * 3 + 1) % words.length]} ${index + 1}`,
  author: authors[index % authors.length],
  year: 1950 + ((index * 7) % 74),
  pages: 120 + ((index * 53) % 600),
}));

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', width: 220 },
  { field: 'author', headerName: 'Author', width: 160 },
  { field: 'year', headerName: 'Year', type: 'number', width: 100 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 100 },
];

/** The grid, mounted only while its tab is open: it saves its scroll position when it goes. */
function CatalogGrid({ saved }: { saved: React.MutableRefObject<GridScrollParams | null> }) {
  const apiRef = useGridApiRef();

  React.useEffect(() => {
    // Restore: wait one frame, so the grid has measured its viewport and rows.
    const frame = requestAnimationFrame(() => {
      if (saved.current) {
        // getScrollPosition().left is negative in right-to-left pages; scroll() takes a distance.
        apiRef.current.scroll({ top: saved.current.top, left: Math.abs(saved.current.left) });
      }
    });
    // Save: keep the latest position as the user scrolls.
    const unsubscribe = apiRef.current.subscribeEvent('scrollPositionChange', () => {
      saved.current = apiRef.current.getScrollPosition();
    });
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
    };
  }, [apiRef, saved]);

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        hideFooter
        aria-label="Book catalog"
      />
    </Box>
  );
}

export default function ScrollRestorationGrid() {
  const [tab, setTab] = React.useState(0);
  const saved = React.useRef<GridScrollParams | null>(null);

  return (
    <Stack spacing={1}>
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)} aria-label="Catalog views">
        <Tab
          label="Catalog"
          id="scroll-restoration-tab-0"
          aria-controls="scroll-restoration-panel"
        />
        <Tab label="About" id="scroll-restoration-tab-1" aria-controls="scroll-restoration-panel" />
      </Tabs>
      <div
        role="tabpanel"
        id="scroll-restoration-panel"
        aria-labelledby={`scroll-restoration-tab-${tab}`}
      >
        {tab === 0 ? (
          <CatalogGrid saved={saved} />
        ) : (
          <Box sx={{ height: 320, p: 2 }}>
            <Typography variant="body2">
              The catalog grid is unmounted while this tab is open.{' '}
              {saved.current
                ? `Its saved position: ${Math.round(saved.current.top)} px from the top.`
                : 'Scroll it before leaving to see the position kept.'}
            </Typography>
          </Box>
        )}
      </div>
    </Stack>
  );
}
