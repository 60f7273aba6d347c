export { ProductionErrorPage } from './ProductionErrorPage';
export {
  PRODUCTION_ERROR_DESCRIPTION,
  PRODUCTION_ERROR_PATHNAME,
  PRODUCTION_ERROR_TITLE,
} from './productionErrorText';
