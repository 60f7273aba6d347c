export { ServiceWorkerRegistration } from './ServiceWorkerRegistration';
