// The orders' face: what the composition root and other features may import (never the feature's own files).
export { createLookupBudgetRepository } from "./lookup-budget.repository";
export { createOrderBudgetRepository } from "./order-budget.repository";
export { countsOf } from "./order-counters";
export { type OrderCountersRepository, createOrderCountersRepository } from "./order-counters.repository";
export {
  CUSTOMER,
  ORDERS,
  type InvoiceSeller,
  type OrderDocument,
  type StoredCharges,
  type StoredCreditNote,
  type StoredItem,
  type StoredRefund,
  type StoredTimelineEntry,
  storedOrder,
} from "./order-document";
export { createOrderMailsRepository } from "./order-mails.repository";
export { createOrderInvoicesRepository } from "./order-invoices.repository";
export { createOrderMovesRepository, type MoveInvoices } from "./order-moves.repository";
export { ORDER_NUMBERS, derivedOrderNumber } from "./order-number";
export { createOrderQuoteRepository } from "./order-quote.repository";
export { createOrderOwnersRepository } from "./order-owners.repository";
export {
  type OrdersRepository,
  type PlaceOrderCommand,
  type PlaceOrderResult,
  createOrdersRepository,
} from "./orders.repository";
export { createOrdersRouter } from "./orders.router";
export { orderOutcomeUnknown } from "./order-placement.service";
export { LOOKUP_WINDOW_MS, MAX_LOOKUPS_PER_ADDRESS } from "./order-reading.service";
export { createOrdersService } from "./orders.service";
export { createPurchasesRepository } from "./purchases.repository";
export { createShopperHoldingsRepository } from "./shopper-holdings.repository";
