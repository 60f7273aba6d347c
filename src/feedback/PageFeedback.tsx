import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { localizePathname } from '../docs/routing/pathnameToLanguage';
import { DOCS_REPOSITORY_URL, pageKeyToUrl } from '../docs/siteConfig';
import { useI18n } from '../i18n';
import { FeedbackRatingButtons } from './FeedbackRatingButtons';
import { FeedbackSectionNote } from './FeedbackSectionNote';
import {
  canSubmit,
  feedbackFormReducer,
  INITIAL_FEEDBACK_FORM,
  toFeedbackSubmission,
} from './feedbackForm';
import { newIssueUrl } from './issueUrl';
import { LazyFeedbackCommentForm, loadFeedbackCommentForm } from './lazyFeedback';
import { postFeedback } from './postFeedback';
import { useSectionFeedbackLinks } from './useSectionFeedbackLinks';

function preloadCommentForm(): void {
  void loadFeedbackCommentForm();
}

/** Id of the widget; the "feedback on this section" links point at it. */
export const PAGE_FEEDBACK_ID = 'page-feedback';
const TITLE_ID = 'page-feedback-title';

interface PageFeedbackProps {
  /** Page key of the page (no language, no trailing slash). */
  pathname: string;
  title: string;
  /** Headings a reader can give feedback on. */
  /** The page's headings a reader may give feedback on (its table of contents). */
  sections: readonly { id: string; text: string }[];
}

/** "Was this page helpful?" at the end of a docs page, with an optional comment and section. */
export function PageFeedback({ pathname, title, sections }: PageFeedbackProps) {
  const { t, language } = useI18n();
  const [state, dispatch] = useReducer(feedbackFormReducer, INITIAL_FEEDBACK_FORM);
  const [hydrated, setHydrated] = useState(false);
  const [notice, setNotice] = useState('');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (state.status === 'submitted') {
      thanksRef.current?.focus();
    }
  }, [state.status]);

  const submitted = state.status === 'submitted';
  const sectionTitle = sections.find((entry) => entry.id === state.section)?.text ?? null;
  const pickSection = useCallback(
    (id: string) => {
      const entry = sections.find((candidate) => candidate.id === id);
      titleRef.current?.focus();
      if (entry && !submitted) {
        dispatch({ type: 'pickSection', section: id });
        setNotice(t('feedback.sectionPicked', { section: entry.text }));
      }
    },
    [sections, t, submitted],
  );
  useSectionFeedbackLinks(pickSection);

  const submit = async () => {
    const submission = toFeedbackSubmission(state, pathname, language);
    if (!submission || !canSubmit(state)) {
      return;
    }
    setNotice('');
    dispatch({ type: 'submit' });
    const result = await postFeedback(submission);
    dispatch({ type: result.ok ? 'succeed' : 'fail' });
  };

  const pageUrl = localizePathname(pageKeyToUrl(pathname), language);
  const issueUrl = newIssueUrl(
    DOCS_REPOSITORY_URL,
    t('feedback.issueTitle', { title }),
    t('feedback.issueBody', { url: state.section ? `${pageUrl}#${state.section}` : pageUrl }),
  );
  const status = submitted
    ? t('feedback.submitted')
    : state.status === 'failed'
      ? t('feedback.failed')
      : notice;

  return (
    <Box
      component="section"
      id={PAGE_FEEDBACK_ID}
      aria-labelledby={TITLE_ID}
      onPointerEnter={preloadCommentForm}
      onFocus={preloadCommentForm}
      sx={{ mt: 6, p: 2.5, border: 1, borderColor: 'divider', borderRadius: 3 }}
    >
      <Typography
        id={TITLE_ID}
        ref={titleRef}
        tabIndex={-1}
        component="h2"
        sx={{ fontSize: '1.1rem', fontWeight: 600, outline: 'none' }}
      >
        {t('feedback.title')}
      </Typography>
      {sectionTitle && !submitted ? (
        <FeedbackSectionNote
          title={sectionTitle}
          onClear={() => dispatch({ type: 'pickSection', section: null })}
        />
      ) : null}
      {state.status === 'submitted' ? (
        <Typography
          ref={thanksRef}
          tabIndex={-1}
          sx={{ mt: 1.5, fontWeight: 600, outline: 'none' }}
        >
          {t('feedback.thanks')}
        </Typography>
      ) : (
        <>
          <FeedbackRatingButtons
            rating={state.rating}
            disabled={!hydrated}
            labelledBy={TITLE_ID}
            onRate={(rating) => dispatch({ type: 'rate', rating })}
          />
          {state.rating ? (
            <LazyFeedbackCommentForm
              state={state}
              issueUrl={issueUrl}
              onCommentChange={(comment) => dispatch({ type: 'editComment', comment })}
              onSubmit={submit}
            />
          ) : null}
        </>
      )}
      <Typography
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-testid="page-feedback-status"
        sx={{
          mt: status ? 1.5 : 0,
          fontSize: '0.9rem',
          color: state.status === 'failed' ? 'error.main' : 'text.secondary',
        }}
      >
        {status}
      </Typography>
    </Box>
  );
}
