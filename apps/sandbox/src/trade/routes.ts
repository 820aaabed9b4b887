/**
 * The trading API under /api (002 §7, 001 §7; the contract is sdk-core's `trade/README.md`), one file per
 * resource: `market/quote/`, `orders/` with confirm / challenge / cancel, `rfqs/` with quote confirm /
 * challenge, `rfq-packages/` (switches), `buy-orders/` and `sell-orders/` with their action,
 * `products/{ref}/transactions/`, `customers/me/positions/` and the agreements' documents
 * (`legal-documents/{key}/`). Every answer parses with sdk-core's trade
 * schemas (the tests assert it).
 */
import { Hono } from 'hono';
import type { SandboxEnv, SandboxState } from '../state';
import { agreementRoutes } from './agreement-routes';
import { bondOrderRoutes } from './bond-order-routes';
import { orderRoutes } from './order-routes';
import { positionRoutes } from './position-routes';
import { quoteRoutes } from './quote-routes';
import { rfqRoutes } from './rfq-routes';
import { switchRoutes } from './switch-routes';

/** /api trading routes. */
export function tradeRoutes(state: SandboxState): Hono<SandboxEnv> {
  return new Hono<SandboxEnv>()
    .route('/', quoteRoutes(state))
    .route('/', orderRoutes(state))
    .route('/', rfqRoutes(state))
    .route('/', switchRoutes(state))
    .route('/', bondOrderRoutes(state))
    .route('/', positionRoutes(state))
    .route('/', agreementRoutes());
}
