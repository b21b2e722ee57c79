// The orders' service, as the router and the composition root see it: placing (order-placement.service.ts),
// reading (order-reading.service.ts) and the life of a placed order (order-lifecycle.service.ts) on one set of parts.
import { createOrderLifecycle, type OrderLifecycleDeps } from "./order-lifecycle.service";
import { createOrderPlacement, type OrderPlacementDeps } from "./order-placement.service";
import { createOrderReading, type OrderReadingDeps } from "./order-reading.service";

export type OrdersServiceDeps = OrderPlacementDeps & OrderReadingDeps & OrderLifecycleDeps;

export const createOrdersService = (repository: OrdersServiceDeps) => ({
  ...createOrderPlacement(repository),
  ...createOrderReading(repository),
  ...createOrderLifecycle(repository),
});
export type OrdersService = ReturnType<typeof createOrdersService>;
