/**
 * The admin sections: sidebar entries and dashboard cards, with the role that may see them (SPEC §2,
 * §6: editors reach Design Styles, Color Palettes and Materials only; customers' data, bookings and
 * settings are for admins). The route guard keeps editors out of the admin-only paths (and below them).
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
import type { ReactNode } from 'react';

export interface AdminSection {
  path: string;
  label: string;
  description: string;
  icon: ReactNode;
  adminOnly: boolean;
  /** shown as a card on the dashboard */
  onDashboard: boolean;
}

export const SECTIONS: AdminSection[] = [
  { path: '/admin/dashboard', label: 'Dashboard', description: 'Overview', icon: <DashboardOutlined />, adminOnly: false, onDashboard: false },
  { path: '/admin/leads', label: 'Leads', description: 'Customers who started the wizard, their answers and files.', icon: <SolutionOutlined />, adminOnly: true, onDashboard: false },
  { path: '/admin/appointments', label: 'Appointments', description: 'Upcoming and past design consultations.', icon: <CalendarOutlined />, adminOnly: true, onDashboard: false },
  { path: '/admin/styles', label: 'Design Styles', description: 'The looks customers choose from in step 2.', icon: <PictureOutlined />, adminOnly: false, onDashboard: true },
  { path: '/admin/palettes', label: 'Color Palettes', description: 'Curated colour combinations with swatches.', icon: <BgColorsOutlined />, adminOnly: false, onDashboard: true },
  { path: '/admin/materials', label: 'Materials', description: 'Finishes, prices and compatible styles.', icon: <AppstoreOutlined />, adminOnly: false, onDashboard: true },
  { path: '/admin/material-categories', label: 'Material Categories', description: 'Cabinet, countertop and wardrobe groupings.', icon: <TagsOutlined />, adminOnly: true, onDashboard: false },
  { path: '/admin/google-auth', label: 'Google Integration', description: 'Calendar events, meeting links and e-mails.', icon: <GoogleOutlined />, adminOnly: true, onDashboard: true },
  { path: '/admin/availability', label: 'Availability', description: 'Opening hours, days off and booking rules.', icon: <ClockCircleOutlined />, adminOnly: true, onDashboard: false },
  { path: '/admin/users', label: 'Users', description: 'Staff accounts and their roles.', icon: <TeamOutlined />, adminOnly: true, onDashboard: true },
  { path: '/admin/audit', label: 'Audit Log', description: 'Who did what in the back office.', icon: <AuditOutlined />, adminOnly: true, onDashboard: false },
];

/** The sections a user may open. */
export function sectionsFor(user: AdminUser): AdminSection[] {
  return SECTIONS.filter((s) => !s.adminOnly || user.role === 'admin');
}
