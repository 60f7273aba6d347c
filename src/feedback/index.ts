export * from './feedbackContract';
export { PageFeedback, PAGE_FEEDBACK_ID } from './PageFeedback';
