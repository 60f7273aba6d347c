export { EventsAdminPage } from './EventsAdminPage';
