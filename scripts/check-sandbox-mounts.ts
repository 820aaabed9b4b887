/**
 * `pnpm lint` step: fails when a route (method and path) of the sandbox is mounted by more than one of its
 * modules (apps/sandbox/src/modules.ts), e.g. a domain's routes mounted twice.
 */
import { sandboxDuplicateMounts, sandboxRoutes } from '../apps/sandbox/src/mounts';

const duplicates = sandboxDuplicateMounts();
if (duplicates.length > 0) {
  console.error(`sandbox: ${duplicates.length} route(s) mounted twice:\n  ${duplicates.join('\n  ')}`);
  process.exit(1);
}
console.log(`sandbox: ${sandboxRoutes().length} routes, each mounted once`);
