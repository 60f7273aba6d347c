import ThumbDownIcon from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUpOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslate } from '../i18n';
import type { FeedbackRating } from './feedbackContract';

interface FeedbackRatingButtonsProps {
  rating: FeedbackRating | null;
  /** Until hydration the buttons can't act: they render disabled. */
  disabled: boolean;
  /** Id of the question the buttons answer. */
  labelledBy: string;
  onRate: (rating: FeedbackRating) => void;
}

/** Yes and No as toggle buttons: the chosen one is pressed. */
export function FeedbackRatingButtons({
  rating,
  disabled,
  labelledBy,
  onRate,
}: FeedbackRatingButtonsProps) {
  const t = useTranslate();
  const choices = [
    { value: 'yes', label: t('feedback.yes'), icon: <ThumbUpIcon /> },
    { value: 'no', label: t('feedback.no'), icon: <ThumbDownIcon /> },
  ] as const;
  return (
    <Box role="group" aria-labelledby={labelledBy} sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
      {choices.map((choice) => (
        <Button
          key={choice.value}
          variant={rating === choice.value ? 'contained' : 'outlined'}
          aria-pressed={rating === choice.value}
          startIcon={choice.icon}
          disabled={disabled}
          onClick={() => onRate(choice.value)}
          data-ga-event-category="feedback"
          data-ga-event-action="rate"
          data-ga-event-label={choice.value}
        >
          {choice.label}
        </Button>
      ))}
    </Box>
  );
}
