// The admin feature's face: what the composition root and other features may import (never the feature's own files).
export { createActivityRepository } from "./activity.repository";
export { createAdminLoginService, hashPassword } from "./admin-login.service";
export { createAdminAuthRouter, createAdminRouter } from "./admin.router";
export { type AdminsRepository, createAdminsRepository } from "./admins.repository";
export { createStaffRepository } from "./staff.repository";
export { createStaffRouter, createStaffSetupRouter } from "./staff.router";
export { createStaffService } from "./staff.service";
export { createStatsService } from "./stats.service";
