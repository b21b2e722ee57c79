// The money feature's face: what the composition root, the seed and the maintenance commands use of it.
export { createMoneyRouter } from "./money.router";
export { createMoneyService, type MoneyService } from "./money.service";
export { createShopSettingsRepository, type ShopSettingsRepository } from "./shop-settings.repository";
export { createDeliveryZonesRepository, type DeliveryZonesRepository } from "./delivery-zones.repository";
export { createDiscountsRepository, type DiscountsRepository } from "./discounts.repository";
export { createOrderPricingRepository } from "./order-pricing.repository";
