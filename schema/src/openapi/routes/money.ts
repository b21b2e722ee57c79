import type { ZodOpenApiPathsObject } from "zod-openapi";
import { documentIdSchema } from "../../id";
import {
  deliveryZoneInputSchema,
  deliveryZoneSchema,
  discountInputSchema,
  discountPatchSchema,
  discountSchema,
  quoteSchema,
  shopSettingsInputSchema,
  shopSettingsSchema,
} from "../../money";
import { quoteInputSchema } from "../../order";
import { z } from "../../zod";
import { asAdmin, asShopper, commonErrors, error, forbidden, json, notFound, unauthenticated } from "../responses";

// The shop's money: its settings, delivery zones and discount codes (the owner's), and the checkout's quote.

const ownerErrors = { ...commonErrors, "401": unauthenticated, "403": forbidden };
const zoneId = { path: z.object({ id: documentIdSchema }) };
const code = { path: z.object({ code: z.string() }) };
const countryTaken =
  "The request is not valid: `fields` names each failing field (`countries` for a country in another zone).";

export const moneyPaths: ZodOpenApiPathsObject = {
  "/api/orders/quote": {
    post: {
      summary: "What an order would be charged now: lines, discount, delivery, tax and total",
      description:
        "The same computation, in integer cents, as the order's placement: POST /api/orders/ with the same " +
        "`deliveryMethod` and `discountCode` and the quote's `total` as `totalPrice` is placed at exactly that total. " +
        "`address.country` is an ISO 3166-1 alpha-2 code or an English country name.",
      operationId: "quoteOrder",
      security: asShopper,
      requestBody: { content: { "application/json": { schema: quoteInputSchema } } },
      responses: {
        "200": json("The quote.", quoteSchema),
        ...commonErrors,
        "400": error(
          "The request is not valid: `fields` names each failing field (`address.country` for a country we do not " +
            "know, `deliveryMethod` for a method the address's zone does not have).",
        ),
        "401": unauthenticated,
        "403": forbidden,
        "409": error(
          "out-of-stock or unknown-books (with `books`); the code's discount-used-up or discount-already-used.",
        ),
        "422": error(
          "no-delivery (the message names the country), or the code's refusal: discount-unknown, " +
            "discount-expired, discount-not-started, discount-minimum (the message says the amount missing).",
        ),
        "429": error("Too many unknown discount codes from this client address (too-many-codes).", { retry: true }),
      },
    },
  },
  "/api/admin/settings": {
    get: {
      summary: "The shop's details and how its prices are taxed",
      operationId: "getShopSettings",
      security: asAdmin,
      responses: { "200": json("The settings (the defaults until first saved).", shopSettingsSchema), ...ownerErrors },
    },
    put: {
      summary: "Save the shop's settings",
      description: "Logged in the activity log with what changed. Send the `updatedAt` the form was loaded with.",
      operationId: "saveShopSettings",
      security: asAdmin,
      requestBody: { content: { "application/json": { schema: shopSettingsInputSchema } } },
      responses: {
        "200": json("The settings, saved.", shopSettingsSchema),
        ...ownerErrors,
        "409": error("The settings changed since `expectedUpdatedAt` (settings-changed): reload them."),
      },
    },
  },
  "/api/admin/delivery-zones": {
    get: {
      summary: "Every delivery zone with its countries, tax rate and methods",
      operationId: "listDeliveryZones",
      security: asAdmin,
      responses: { "200": json("The zones, oldest first.", z.array(deliveryZoneSchema)), ...ownerErrors },
    },
    post: {
      summary: "Add a delivery zone",
      operationId: "createDeliveryZone",
      security: asAdmin,
      requestBody: { content: { "application/json": { schema: deliveryZoneInputSchema } } },
      responses: {
        "201": json("The zone, added.", deliveryZoneSchema),
        ...ownerErrors,
        "400": error(countryTaken),
      },
    },
  },
  "/api/admin/delivery-zones/{id}": {
    put: {
      summary: "Replace a delivery zone (placed orders keep what they were charged)",
      operationId: "updateDeliveryZone",
      security: asAdmin,
      requestParams: zoneId,
      requestBody: { content: { "application/json": { schema: deliveryZoneInputSchema } } },
      responses: {
        "200": json("The zone, saved.", deliveryZoneSchema),
        ...ownerErrors,
        "400": error(countryTaken),
        "404": notFound("delivery zone"),
      },
    },
    delete: {
      summary: "Delete a delivery zone: its countries are delivered no more, unless a rest-of-world zone takes them",
      operationId: "deleteDeliveryZone",
      security: asAdmin,
      requestParams: zoneId,
      responses: { "204": { description: "Deleted." }, ...ownerErrors, "404": notFound("delivery zone") },
    },
  },
  "/api/admin/discounts": {
    get: {
      summary: "Every discount code with its terms and uses",
      operationId: "listDiscounts",
      security: asAdmin,
      responses: { "200": json("The codes, newest first.", z.array(discountSchema)), ...ownerErrors },
    },
    post: {
      summary: "Add a discount code",
      operationId: "createDiscount",
      security: asAdmin,
      requestBody: { content: { "application/json": { schema: discountInputSchema } } },
      responses: {
        "201": json("The code, added.", discountSchema),
        ...ownerErrors,
        "409": error("The shop has this code already, in any case (discount-exists)."),
      },
    },
  },
  "/api/admin/discounts/{code}": {
    patch: {
      summary: "Change some of a discount code's terms",
      operationId: "patchDiscount",
      security: asAdmin,
      requestParams: code,
      requestBody: { content: { "application/json": { schema: discountPatchSchema } } },
      responses: {
        "200": json("The code, changed.", discountSchema),
        ...ownerErrors,
        "404": notFound("discount code"),
      },
    },
  },
};
