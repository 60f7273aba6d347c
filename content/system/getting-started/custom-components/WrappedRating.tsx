import { styled } from '@mui/system';

interface StarRatingProps {
  value: number;
  max?: number;
  className?: string;
}

// A component written without MUI: it only needs to put `className` on its root.
function StarRating({ value, max = 5, className }: StarRatingProps) {
  return (
    <span className={className} role="img" aria-label={`${value} out of ${max} stars`}>
      {'★'.repeat(value)}
      <span style={{ opacity: 0.35 }}>{'★'.repeat(max - value)}</span>
    </span>
  );
}

// No styles of its own: wrapping is enough to accept sx.
const Rating = styled(StarRating)({});

const reviews = [
  { product: 'Trail running shoes', stars: 5 },
  { product: 'Rain jacket', stars: 3 },
];

export default function WrappedRating() {
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {reviews.map((review) => (
        <div key={review.product} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Rating value={review.stars} sx={{ color: '#f57c00', fontSize: 22, letterSpacing: 2 }} />
          <span>{review.product}</span>
        </div>
      ))}
    </div>
  );
}
