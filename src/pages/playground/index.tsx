import { DEMOS } from '../../../generated/demoRegistry';
import { PageHead } from '../../docs/page/PageHead';
import { PlaygroundIndex } from '../../docs/playground/PlaygroundIndex';
import { PlaygroundLayout } from '../../docs/playground/PlaygroundLayout';

export default function PlaygroundRoute() {
  return (
    <PlaygroundLayout>
      <PageHead
        title="Playground"
        description="Try any demo of the MUI X v6 documentation alone on a full page."
        pathname="/playground"
      />
      <PlaygroundIndex demos={DEMOS} />
    </PlaygroundLayout>
  );
}
