import { AppFrame } from '../chrome/AppFrame';
import { PageHead } from '../docs/page/PageHead';
import {
  PRODUCTION_ERROR_DESCRIPTION,
  PRODUCTION_ERROR_PATHNAME,
  PRODUCTION_ERROR_TITLE,
  ProductionErrorPage,
} from '../productionError';

/** `/production-error/`: decodes the minified errors of MUI's production builds. */
export default function ProductionErrorRoute() {
  return (
    <AppFrame pathname={PRODUCTION_ERROR_PATHNAME}>
      <PageHead
        title={PRODUCTION_ERROR_TITLE}
        description={PRODUCTION_ERROR_DESCRIPTION}
        pathname={PRODUCTION_ERROR_PATHNAME}
        languages={['en']}
      />
      <ProductionErrorPage />
    </AppFrame>
  );
}
