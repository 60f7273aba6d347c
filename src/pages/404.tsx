import { AppFrame } from '../chrome/AppFrame';
import { NotFoundPage } from '../docs/page';
import { PageHead } from '../docs/page/PageHead';

export default function NotFoundRoute() {
  return (
    <AppFrame pathname="/404">
      <PageHead
        title="Page not found"
        description="No page lives at this address."
        pathname="/404"
        noIndex
      />
      <NotFoundPage />
    </AppFrame>
  );
}
