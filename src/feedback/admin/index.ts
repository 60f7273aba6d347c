export { FeedbackAdminPage } from './FeedbackAdminPage';
export { AdminTokenForm } from './AdminTokenForm';
export { useAdminToken } from './useAdminToken';
export { useAdminReport } from './useAdminReport';
