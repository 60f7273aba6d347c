import dynamic from 'next/dynamic';

// The comment form (a multiline TextField, which brings Select, Menu and Modal along) is
// needed only once the reader rates the page: its code loads on first approach of the
// widget (pointer or focus), never with the page.

export const loadFeedbackCommentForm = () => import('./FeedbackCommentForm');
export const LazyFeedbackCommentForm = dynamic(
  () => loadFeedbackCommentForm().then((module) => module.FeedbackCommentForm),
  { ssr: false },
);
