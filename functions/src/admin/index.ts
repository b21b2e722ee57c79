// The admin feature's face: staff sign-in, staff members, the activity log and the dashboard's figures. The composition root and other features import this file, never
// the feature's own files (the lint's zones hold them to it).
export { createActivityRepository } from "./activity.repository";
export { createAdminLoginService, hashPassword } from "./admin-login.service";
export { createAdminAuthRouter, createAdminRouter } from "./admin.router";
export { type AdminsRepository, createAdminsRepository } from "./admins.repository";
export { createStaffRepository } from "./staff.repository";
export { createStaffRouter, createStaffSetupRouter } from "./staff.router";
export { createStaffService } from "./staff.service";
export { createStatsService } from "./stats.service";
