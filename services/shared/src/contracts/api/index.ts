/** @cabinetry/shared/contracts/api: every service's routes as data (./route.ts), and the OpenAPI document made of them. */
import { catalogueRoutes } from './catalogue';
import { identityRoutes } from './identity';
import { onboardingRoutes } from './onboarding';
import { schedulingRoutes } from './scheduling';

export * from './route';
export * from './paths';
export * from './common';
export * from './openapi';
export { catalogueRoutes, CATALOGUE_IMAGE_REQUEST_LIMIT, INDEXED_COLOR_FIELD } from './catalogue';
export { identityRoutes, adminSessionSchema } from './identity';
export { onboardingRoutes, UPLOAD_REQUEST_LIMIT, CUSTOMER_BATCH_MAX } from './onboarding';
export { schedulingRoutes, type MessageChannels } from './scheduling';

/** Every service's table, in the order the OpenAPI document lists them. */
export const SERVICE_ROUTES = [catalogueRoutes, onboardingRoutes, schedulingRoutes, identityRoutes] as const;
