/**
 * The admin sections: sidebar entries and dashboard cards. Who may open one is who may call the API
 * route it is for, as its service's route table says (@cabinetry/shared/contracts/api), so the
 * back office never offers a page whose calls the server refuses (docs/product.md §2, §6: editors
 * reach Design Styles, Color Palettes and Materials; customers' data, bookings and settings are for
 * admins). The route guard keeps others out of a section's path (and below it).
 */
import {
  AppstoreOutlined,
  AuditOutlined,
  BgColorsOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  DashboardOutlined,
  GoogleOutlined,
  PictureOutlined,
  SolutionOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { AdminUser } from '@cabinetry/shared/contracts';
import { catalogueRoutes, identityRoutes, onboardingRoutes, rolesOf, schedulingRoutes, type RouteSpec } from '@cabinetry/shared/contracts/api';
import type { ReactNode } from 'react';

export interface AdminSection {
  path: string;
  label: string;
  description: string;
  icon: ReactNode;
  /** the API route the page is for: whoever may call it may open the page */
  route: RouteSpec;
  /** shown as a card on the dashboard */
  onDashboard: boolean;
}

export const SECTIONS: AdminSection[] = [
  { path: '/admin/dashboard', label: 'Dashboard', description: 'Overview', icon: <DashboardOutlined />, route: identityRoutes.routes.me, onDashboard: false },
  { path: '/admin/leads', label: 'Leads', description: 'Customers who started the wizard, their answers and files.', icon: <SolutionOutlined />, route: onboardingRoutes.routes.listLeads, onDashboard: false },
  { path: '/admin/appointments', label: 'Appointments', description: 'Upcoming and past design consultations.', icon: <CalendarOutlined />, route: schedulingRoutes.routes.listAppointments, onDashboard: false },
  { path: '/admin/styles', label: 'Design Styles', description: 'The looks customers choose from in step 2.', icon: <PictureOutlined />, route: catalogueRoutes.routes.listStyles, onDashboard: true },
  { path: '/admin/palettes', label: 'Color Palettes', description: 'Curated colour combinations with swatches.', icon: <BgColorsOutlined />, route: catalogueRoutes.routes.listPalettes, onDashboard: true },
  { path: '/admin/materials', label: 'Materials', description: 'Finishes, prices and compatible styles.', icon: <AppstoreOutlined />, route: catalogueRoutes.routes.listMaterials, onDashboard: true },
  { path: '/admin/material-categories', label: 'Material Categories', description: 'Cabinet, countertop and wardrobe groupings.', icon: <TagsOutlined />, route: catalogueRoutes.routes.createCategory, onDashboard: false },
  { path: '/admin/google-auth', label: 'Google Integration', description: 'Calendar events, meeting links and e-mails.', icon: <GoogleOutlined />, route: schedulingRoutes.routes.startGoogleLogin, onDashboard: true },
  { path: '/admin/availability', label: 'Availability', description: 'Opening hours, days off and booking rules.', icon: <ClockCircleOutlined />, route: schedulingRoutes.routes.putAvailabilityRules, onDashboard: false },
  { path: '/admin/users', label: 'Users', description: 'Staff accounts and their roles.', icon: <TeamOutlined />, route: identityRoutes.routes.listUsers, onDashboard: true },
  { path: '/admin/audit', label: 'Audit Log', description: 'Who did what in the back office.', icon: <AuditOutlined />, route: identityRoutes.routes.listAudit, onDashboard: false },
];

/** True when `user`'s role may call `route` (the server's own rule, from its table). */
export const mayCall = (user: AdminUser, route: RouteSpec): boolean => rolesOf(route).includes(user.role);

/** The sections a user may open. */
export function sectionsFor(user: AdminUser): AdminSection[] {
  return SECTIONS.filter((s) => mayCall(user, s.route));
}
