import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { useTranslate } from '../i18n';
import { commentLength } from './commentText';
import { COMMENT_MAX_LENGTH } from './feedbackContract';
import type { FeedbackFormState } from './feedbackForm';

interface FeedbackCommentFormProps {
  state: FeedbackFormState;
  /** Where "open an issue" leads; shown after a No. */
  issueUrl: string;
  onCommentChange: (comment: string) => void;
  onSubmit: () => void;
}

/** The optional comment with its character counter, the submit button and, after a No, the issue link. */
export function FeedbackCommentForm({
  state,
  issueUrl,
  onCommentChange,
  onSubmit,
}: FeedbackCommentFormProps) {
  const t = useTranslate();
  const length = commentLength(state.comment);
  const tooLong = length > COMMENT_MAX_LENGTH;
  const counter = t('feedback.counter', {
    count: String(length),
    max: String(COMMENT_MAX_LENGTH),
  });
  const submitting = state.status === 'submitting';
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ mt: 2 }}>
      <TextField
        id="page-feedback-comment"
        label={t('feedback.commentLabel')}
        value={state.comment}
        onChange={(event) => onCommentChange(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        error={tooLong}
        helperText={
          tooLong
            ? `${t('feedback.tooLong', { max: String(COMMENT_MAX_LENGTH) })} ${counter}`
            : counter
        }
      />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mt: 1.5 }}>
        <Button type="submit" variant="contained" aria-disabled={submitting || tooLong}>
          {submitting ? t('feedback.submitting') : t('feedback.submit')}
        </Button>
        {state.rating === 'no' ? (
          <Link href={issueUrl} rel="noopener noreferrer" sx={{ fontSize: '0.875rem' }}>
            {t('feedback.openIssue')}
          </Link>
        ) : null}
      </Box>
    </Box>
  );
}
