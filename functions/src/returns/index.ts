// The returns feature's face: what the composition root wires (decision 023).
export { createReturnMailsRepository } from "./return-mails.repository";
export { createReturnsRepository } from "./returns.repository";
export { createReturnsService, type ReturnsService } from "./returns.service";
export { createAdminReturnsRouter, createOrderReturnsRouter } from "./returns.router";
