import { cleanComment, isCommentTooLong } from './commentText';
import type { FeedbackRating, FeedbackSubmission } from './feedbackContract';
import { feedbackPageContext } from './feedbackPageContext';

export type FeedbackStatus = 'editing' | 'submitting' | 'submitted' | 'failed';

/** What the widget holds while a reader gives feedback on a page. */
export interface FeedbackFormState {
  rating: FeedbackRating | null;
  comment: string;
  /** Id of the heading the feedback is about; null for the whole page. */
  section: string | null;
  status: FeedbackStatus;
}

export type FeedbackFormAction =
  | { type: 'rate'; rating: FeedbackRating }
  | { type: 'editComment'; comment: string }
  | { type: 'pickSection'; section: string | null }
  | { type: 'submit' }
  | { type: 'succeed' }
  | { type: 'fail' };

export const INITIAL_FEEDBACK_FORM: FeedbackFormState = {
  rating: null,
  comment: '',
  section: null,
  status: 'editing',
};

/** Whether the form can be sent now: rated, comment within the limit, not already on its way. */
export function canSubmit(state: FeedbackFormState): boolean {
  return (
    state.rating !== null &&
    !isCommentTooLong(state.comment) &&
    (state.status === 'editing' || state.status === 'failed')
  );
}

/**
 * The widget's state machine. A failed submission keeps the rating and the
 * comment, so nothing typed is lost and the reader can send it again; once
 * submitted, the form takes no more changes.
 */
export function feedbackFormReducer(
  state: FeedbackFormState,
  action: FeedbackFormAction,
): FeedbackFormState {
  if (state.status === 'submitted') {
    return state;
  }
  switch (action.type) {
    case 'rate':
      return state.status === 'submitting' ? state : { ...state, rating: action.rating };
    case 'editComment':
      return { ...state, comment: action.comment };
    case 'pickSection':
      return state.status === 'submitting' ? state : { ...state, section: action.section };
    case 'submit':
      return canSubmit(state) ? { ...state, status: 'submitting' } : state;
    case 'succeed':
      return state.status === 'submitting' ? { ...state, status: 'submitted' } : state;
    case 'fail':
      return state.status === 'submitting' ? { ...state, status: 'failed' } : state;
    default:
      return state;
  }
}

/**
 * The body `POST /api/feedback` takes for the form's state on a page, or null
 * while nothing is rated or the page belongs to no product.
 */
export function toFeedbackSubmission(
  state: FeedbackFormState,
  pathname: string,
  language: string,
): FeedbackSubmission | null {
  const context = feedbackPageContext(pathname);
  if (!state.rating || !context) {
    return null;
  }
  const comment = cleanComment(state.comment);
  return {
    pathname,
    rating: state.rating,
    ...(comment === null ? {} : { comment }),
    ...(state.section === null ? {} : { section: state.section }),
    language,
    productId: context.productId,
    version: context.version,
  };
}
