import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The gallery's cards, in order, with the height each takes in the default theme:
 * the loading placeholder draws the same frames so the page does not move when
 * the gallery arrives.
 */
export const GALLERY_CARDS = [
  { title: 'Inputs', minHeight: 207 },
  { title: 'Date calendar', minHeight: 402 },
  { title: 'Data grid', minHeight: 358 },
  { title: 'Bar chart', minHeight: 328 },
  { title: 'Tree view', minHeight: 164 },
] as const;

export type GalleryCardTitle = (typeof GALLERY_CARDS)[number]['title'];

export function GalleryGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
      }}
    >
      {children}
    </Box>
  );
}

export function GalleryCard({
  title,
  children,
}: {
  title: GalleryCardTitle;
  children?: ReactNode;
}) {
  const { minHeight } = GALLERY_CARDS.find((card) => card.title === title)!;
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0, minHeight }}>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
