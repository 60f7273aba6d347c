import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Typography from '@mui/joy/Typography';

const initialFilters = ['Under $50', 'Free shipping', 'In stock', 'Rated 4+', 'Brand: Lumen'];

export default function ChipDeletable() {
  const [filters, setFilters] = React.useState(initialFilters);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
      <Typography id="active-filters" level="title-sm">
        Active filters ({filters.length})
      </Typography>
      <Box
        role="list"
        aria-labelledby="active-filters"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {filters.map((filter) => (
          <Chip
            key={filter}
            role="listitem"
            variant="outlined"
            endDecorator={
              <ChipDelete
                aria-label={`Remove filter ${filter}`}
                onDelete={() => setFilters((current) => current.filter((item) => item !== filter))}
              />
            }
          >
            {filter}
          </Chip>
        ))}
      </Box>
      <Button
        size="sm"
        variant="plain"
        disabled={filters.length === initialFilters.length}
        onClick={() => setFilters(initialFilters)}
      >
        Reset filters
      </Button>
    </Box>
  );
}
