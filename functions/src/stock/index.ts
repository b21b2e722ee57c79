// The stock room's face: what the composition root and other features may use of it.
export { createStockRoom, type StockRoom, type TellNotices } from "./stock-room";
export { afterReturning, afterTaking, copiesOnShelf, shortOf } from "./stock";
export { decideStockChange, tells, type StockChange, type StockNotice } from "./stock-notices";
export {
  createStockMailsRepository,
  type ListWishers,
  type StockMailsRepository,
  type Wisher,
} from "./stock-mails.repository";
