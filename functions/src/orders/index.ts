// The orders feature's face: what other features may use of it.
export { ORDERS, type OrderDocument, type StoredCharges, type StoredItem, type StoredRefund } from "./order-document";
export type { OrderCountersRepository } from "./order-counters.repository";
