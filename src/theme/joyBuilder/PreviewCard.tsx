import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';

/** A preview card: a title over the components it shows. */
export function PreviewCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ minWidth: 0, gap: 1.5 }}>
      <Typography component="h3" level="title-md">
        {title}
      </Typography>
      {children}
    </Card>
  );
}

/** `solid` → `Solid`. */
export const capitalize = (word: string) => word[0].toUpperCase() + word.slice(1);
