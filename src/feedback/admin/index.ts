export { FeedbackAdminPage } from './FeedbackAdminPage';
