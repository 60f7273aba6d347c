// `npm start`: serves the production site on PORT (default 3000), building first when needed.
import { assertPortFree, ensureBuild, startServer } from './productionBuild.mjs';

const port = Number(process.env.PORT ?? 3000);
await assertPortFree(port);
ensureBuild();
const { child, stop } = startServer(port);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => stop(signal));
}
child.on('exit', (code) => process.exit(code ?? 0));
