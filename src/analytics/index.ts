export { Analytics } from './Analytics';
